import { describe, expect, it } from 'vitest';
import { faqs } from '@/domain/areas/content';
import { enquiries } from '@/domain/areas/enquiries';
import { insurers } from '@/domain/areas/partners';
import { bulkEditable, bulkEditableFields, gridEditable } from '@/domain/editable';
import { RESOURCES } from '@/domain/resources';

describe('fields edited in list cells and by the bulk edit (src/domain/editable.ts)', () => {
  it('by default: flags, numbers and enums in cells; flags and enums in bulk; the definition opts in or out', () => {
    expect(['scope', 'sort_order', 'is_published'].filter((f) => gridEditable('admin', faqs, f))).toEqual([
      'scope',
      'sort_order',
      'is_published',
    ]);
    expect(gridEditable('admin', faqs, 'question'), 'a text opts in').toBe(false);
    expect(gridEditable('admin', faqs, 'answer')).toBe(false);
    // An admin publishes the selected records' outdated translations anyway in one step.
    expect(bulkEditableFields('admin', faqs)).toEqual([
      'scope',
      'is_published',
      'publish_de_anyway',
      'publish_fr_anyway',
    ]);
    expect(gridEditable('admin', enquiries, 'kind'), 'opted out').toBe(false);
    expect(gridEditable('admin', enquiries, 'assigned_to'), 'a reference opted in').toBe(true);
    expect(bulkEditable('admin', enquiries, 'assigned_to')).toBe(true);
  });

  it('never the owner column, a derived or unique field, nor anything of a read-only resource', () => {
    expect(gridEditable('admin', faqs, 'organization_id')).toBe(false);
    for (const def of RESOURCES) {
      for (const [name, field] of Object.entries(def.fields)) {
        if (def.readOnly || field.derived || def.owner?.column === name)
          expect(gridEditable('admin', def, name), `${def.name}.${name}`).toBe(false);
        if (field.unique) expect(bulkEditable('admin', def, name), `${def.name}.${name}`).toBe(false);
      }
    }
  });

  it('a partner gets neither on a field it may not change: admin-only, outside partnerWritable, or fixed for its role', () => {
    expect(gridEditable('insurance', insurers, 'is_published')).toBe(false);
    expect(gridEditable('admin', insurers, 'is_published')).toBe(true);
    expect(gridEditable('insurance', enquiries, 'status')).toBe(true);
    expect(gridEditable('insurance', enquiries, 'assigned_to')).toBe(false);
    expect(bulkEditableFields('insurance', enquiries)).toEqual(['status']);
    const fixed = Object.keys(faqs.partnerFixed?.insurance ?? {});
    for (const name of fixed) expect(gridEditable('insurance', faqs, name), name).toBe(false);
  });
});
