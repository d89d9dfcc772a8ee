import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@/server/infrastructure/context';
import { ApiError, MESSAGES, parse, parseBody, parseId } from '@/server/infrastructure/http';
import { ref, type Answer, type HttpMethod, type RequestBody } from './registry';

/**
 * One route declared once: the same object is mounted on a Hono router (mountRoutes) and described in
 * GET /api/openapi.json (it is a RouteDoc, listed in ./routes.ts). Its params, query and JSON body are parsed
 * with its zod schemas before the handler runs, which receives them typed.
 */
export interface RouteDeclaration<
  Path extends string = string,
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | RequestBody | undefined = z.ZodType | RequestBody | undefined,
> {
  method: HttpMethod;
  /** The full path, with the prefix the router is mounted under: /api/views/:id. */
  path: Path;
  tag: string;
  /** Stable and unique in the document: a camelCase verb and noun (listViews). */
  operationId: string;
  summary: string;
  description?: string;
  /** Needs no token. */
  public?: boolean;
  /** Path parameters; without it `:id` is a record id (1..2^31-1, anything else a 404) and any other a string. */
  params?: P;
  query?: Q;
  /**
   * A zod schema: the body is read as JSON (415 unless application/json, 400 if malformed or invalid). Described
   * otherwise (another content type, an optional body), the handler reads the body itself.
   */
  body?: B;
  /** By status. A string is a description alone. */
  responses: Record<number, string | Answer>;
}

/** `{id: number}` for a path with `:id` and no params schema. */
type IdParams<Path extends string> = Path extends `${string}/:id` | `${string}/:id/${string}`
  ? { id: number }
  : Record<never, never>;

/** What the handler receives: the declaration's inputs, parsed. */
interface RouteInput<Path extends string, P, Q, B> {
  params: P extends z.ZodObject ? z.output<P> : IdParams<Path>;
  query: Q extends z.ZodObject ? z.output<Q> : Record<never, never>;
  body: B extends z.ZodType ? z.output<B> : undefined;
}

/** Declares a route (a typed identity: the literal path and the schemas are kept for the handler's types). */
export function defineRoute<
  const Path extends string,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | RequestBody | undefined = undefined,
>(declaration: RouteDeclaration<Path, P, Q, B>): RouteDeclaration<Path, P, Q, B> {
  return declaration;
}

export type RouteHandler<Path extends string, P, Q, B> = (
  c: Context<AppEnv>,
  input: RouteInput<Path, P, Q, B>,
) => Response | Promise<Response>;

const pathParamNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

async function readInput<Path extends string>(
  c: Context<AppEnv>,
  route: RouteDeclaration<Path, z.ZodObject | undefined, z.ZodObject | undefined, z.ZodType | RequestBody | undefined>,
): Promise<{ params: unknown; query: unknown; body: unknown }> {
  const locale = c.get('locale');
  let params: Record<string, unknown> = {};
  if (route.params) {
    // A path that does not parse names nothing.
    const result = route.params.safeParse(c.req.param());
    if (!result.success) throw new ApiError(404, MESSAGES.notFound);
    params = result.data;
  } else if (pathParamNames(route.path).includes('id')) params = { id: parseId(c) };
  const query = route.query ? parse(route.query, c.req.query(), locale) : {};
  const body = route.body instanceof z.ZodType ? await parseBody(c, route.body) : undefined;
  return { params, query, body };
}

/**
 * Mounts declared routes on `app`, a router mounted under `prefix` (`app.route('/api', router)`): each at its
 * method and path, behind `middleware` (authentication, throttles, body limits), its input parsed first.
 */
export function mountRoutes(app: Hono<AppEnv>, prefix: string) {
  return function mount<
    Path extends string,
    P extends z.ZodObject | undefined,
    Q extends z.ZodObject | undefined,
    B extends z.ZodType | RequestBody | undefined,
  >(
    route: RouteDeclaration<Path, P, Q, B>,
    middleware: MiddlewareHandler<AppEnv>[],
    handler: RouteHandler<Path, P, Q, B>,
  ): void {
    if (!route.path.startsWith(`${prefix}/`)) throw new Error(`${route.path} is not under ${prefix}`);
    const method = route.method.toUpperCase();
    const path = route.path.slice(prefix.length);
    // One registration per handler: Hono chains every handler of a method and path in order, as it would a list.
    for (const step of middleware) app.on(method, path, step);
    app.on(method, path, async (c: Context<AppEnv>) => {
      const input = await readInput(c, route);
      // readInput parsed each part with the schema the declaration names, or parseId for a bare :id.
      return handler(c, input as RouteInput<Path, P, Q, B>);
    });
  };
}

/** An error answer (`{message, errors?}`) for a declaration's `responses`. */
export const errorAnswer = (description: string): Answer => ({ description, schema: ref('Error') });

/** The answers most routes share, worded once. */
export const ERRORS = {
  invalid: errorAnswer('Invalid input (`errors` names the fields)'),
  unauthorized: errorAnswer('Authorization token missing or invalid'),
  forbidden: errorAnswer('Not allowed for the caller'),
  notFound: errorAnswer('No such record'),
  tooLarge: errorAnswer('The body is larger than the limit'),
  notJson: errorAnswer('The body is not application/json'),
  throttled: errorAnswer('Too many attempts: try again later (`Retry-After`)'),
} as const;
