import { describe, expect, it } from 'vitest';
import { ICON_NAMES, type IconName } from '@/domain/icons';
import { defineResource, type ReferencesOf } from '@/domain/resourceDef';
import { RESOURCES, type ResourceName } from '@/domain/resources';

/** Compiles only for names of resources (as src/domain/resources.ts checks every definition's references). */
const onlyResourceNames = <T extends ResourceName>(names: T[]) => names;

/*
 * The checks are tsc's (npm test type-checks the tests): each @ts-expect-error below must meet an error, so the
 * names stay unions and a stray name stays an error. The assertions check that the unions are the real names.
 */
describe('resource and icon names', () => {
  it('are checked by tsc: a name no definition declares, or no icon the map holds, does not compile', () => {
    const names: ResourceName[] = ['countries', 'enquiries', 'users'];
    // @ts-expect-error no resource is called so
    const unknown: ResourceName = 'countriez';
    // @ts-expect-error the SPA's icon map has no such icon
    const icon: IconName = 'Nope';
    const stray = defineResource({
      name: 'stray',
      table: 'stray',
      base: '/api',
      title: 'country',
      defaultSort: ['country', 'ASC'],
      fields: { country: { kind: 'reference', reference: 'countriez' } },
    });
    // @ts-expect-error the stray definition refers to a resource that does not exist
    onlyResourceNames<ReferencesOf<typeof stray>>([]);

    const declared = RESOURCES.map((def) => def.name);
    expect(declared).toEqual(expect.arrayContaining(names));
    expect(declared).not.toContain(unknown);
    expect(ICON_NAMES).not.toContain(icon);
    expect(stray.name).toBe('stray');
  });
});
