import { describe, expect, it } from 'vitest';
import { canAccess } from '@/domain/access';
import { RESOURCES } from '@/domain/resources';
import { ROLES } from '@/domain/roles';

// Resources whose rows without an organisation are global: every partner reads them, only admins write them.
const PARTNER_ROLES = ROLES.filter((role) => role !== 'admin');
const shared = RESOURCES.filter((def) => def.owner?.sharedWhenEmpty);

describe('global rows of a shared resource, as the console sees them', () => {
  it('there is such a resource to check', () => expect(shared.length).toBeGreaterThan(0));

  it.each(shared.map((def) => [def.name, def] as const))(
    '%s: partners may not edit or delete a global row',
    (_, def) => {
      const column = def.owner!.column;
      for (const role of PARTNER_ROLES) {
        for (const action of ['edit', 'delete'] as const) {
          if (!canAccess(role, { resource: def.name, action })) continue;
          expect(canAccess(role, { resource: def.name, action, record: { id: 1, [column]: null } }), role).toBe(false);
          expect(canAccess(role, { resource: def.name, action, record: { id: 1, [column]: 7 } }), role).toBe(true);
          expect(canAccess(role, { resource: def.name, action: 'show', record: { id: 1, [column]: null } })).toBe(
            canAccess(role, { resource: def.name, action: 'show' }),
          );
        }
      }
      expect(canAccess('admin', { resource: def.name, action: 'edit', record: { id: 1, [column]: null } })).toBe(true);
    },
  );
});
