import { describe, expect, it } from 'vitest';
import { CONTENT_ICONS, CURRENCY_CODES } from '@/domain/pickers';
import { RESOURCES } from '@/domain/resources';
import { recordSchema } from '@/domain/schema';
import { CONTENT_ICON_COMPONENTS } from '@/admin/resources/pickers/contentIcons';
import { currencyLabel } from '@/admin/resources/pickers/PickedValue';

describe('values picked from a list', () => {
  it('every icon content may name has its picture', () => {
    expect(Object.keys(CONTENT_ICON_COMPONENTS).sort()).toEqual([...CONTENT_ICONS].sort());
  });

  it('a currency is shown by its name and symbol in the UI language', () => {
    expect(currencyLabel('EUR', 'en')).toBe('EUR · Euro · €');
    expect(currencyLabel('GBP', 'de')).toBe('GBP · Britisches Pfund · £');
    expect(currencyLabel('CHF', 'fr')).toBe('CHF · franc suisse');
    // Every code shows at least itself; those Intl names (all but a few funds) with their name too.
    const named = CURRENCY_CODES.filter((code) => currencyLabel(code, 'fr').startsWith(`${code} · `));
    expect(named.length).toBeGreaterThan(CURRENCY_CODES.length - 5);
  });

  it('the API takes only a listed code or icon: a typed one is refused by the field', () => {
    const covers = RESOURCES.find((def) => def.name === 'insurance-covers')!;
    const base = { organization_id: 1, name: 'Cover' };
    expect(recordSchema(covers).safeParse({ ...base, currency: 'EUR' }).success).toBe(true);
    const typed = recordSchema(covers).safeParse({ ...base, currency: 'EURO' });
    expect(typed.success).toBe(false);
    expect(typed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['currency']);
    const types = RESOURCES.find((def) => def.name === 'visa-types')!;
    expect(recordSchema(types).safeParse({ name: 'Work', slug: 'work', icon: 'Work' }).success).toBe(true);
    expect(recordSchema(types).safeParse({ name: 'Work', slug: 'work', icon: 'work-icon' }).success).toBe(false);
  });
});
