import { randomBytes } from 'node:crypto';
import type { ResourceDef } from '@/domain/resourceDef';

/** A new record's secret fields, each a fresh key after its prefix (the prefix tells what a pasted key is). */
export function newSecrets(def: ResourceDef): Record<string, string> {
  return Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, field]) => field.secret)
      .map(([name, field]) => [name, `${field.secret!.prefix}${randomBytes(32).toString('base64url')}`]),
  );
}
