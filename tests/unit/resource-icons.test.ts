import ListAlt from '@mui/icons-material/ListAlt';
import { describe, expect, it } from 'vitest';
import { iconOf } from '@/admin/resources/icons';
import { ICON_NAMES } from '@/domain/icons';
import { RESOURCES } from '@/domain/resources';

describe('the icons resource definitions name', () => {
  it('are each shown by their own icon, never the fallback list icon', () => {
    const named = RESOURCES.filter((def) => def.icon);
    expect(named.length).toBeGreaterThan(RESOURCES.length / 2);
    for (const def of named) expect(iconOf(def.icon), `${def.name}: ${def.icon}`).not.toBe(ListAlt);
    for (const name of ICON_NAMES) expect(iconOf(name), name).not.toBe(ListAlt);
    expect(iconOf(undefined)).toBe(ListAlt);
  });
});
