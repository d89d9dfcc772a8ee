import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod resolver whose schema (and with it zod and the domain's rules) loads on the first validation:
 * the sign-in page shows its form without them, and the idle prefetch has usually loaded them by the time
 * someone submits. The schema stays the single source of the form's rules.
 */
export function lazyZodResolver<I extends FieldValues, O extends FieldValues>(
  load: () => Promise<z.core.$ZodType<O, I>>,
): Resolver<I, unknown, O> {
  let resolver: Promise<Resolver<I, unknown, O>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<I, unknown, O>,
    );
    return (await resolver)(values, context, options);
  };
}
