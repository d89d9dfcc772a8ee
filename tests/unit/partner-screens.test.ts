import { describe, expect, it } from 'vitest';
import { relationsFor, relationsOf } from '@/admin/resources/RelatedRecords';
import { formFields, hiddenFrom, lockedFor, referenceFilter, visibleFields } from '@/admin/resources/roleFields';
import { faqs, requiredDocuments } from '@/domain/areas/content';
import { staff } from '@/domain/areas/consultants';
import { insuranceCovers } from '@/domain/areas/insurance';
import { banks, consultants, insurers, organizations, universities } from '@/domain/areas/partners';

const names = (relations: ReturnType<typeof relationsOf>) => relations.map((r) => `${r.def.name}.${r.target}`);

describe('sub-records of an organisation (relationsOf)', () => {
  it('finds the records that reference the typed resource, and those owned through all organisations when its type may own them', () => {
    // The records only that type owns come first, those of every type (FAQs) after.
    const ofInsurers = names(relationsOf(insurers));
    expect(ofInsurers.slice(0, 3)).toEqual([
      'insurance-covers.organization_id',
      'insurance-reasons.organization_id',
      'insurance-benefits.organization_id',
    ]);
    expect(ofInsurers).toContain('faqs.organization_id');
    const ofConsultants = names(relationsOf(consultants));
    expect(ofConsultants.slice(0, 3)).toEqual([
      'staff.organization_id',
      'service-locations.organization_id',
      'offers.organization_id',
    ]);
    expect(ofConsultants).toContain('faqs.organization_id');
    expect(names(relationsOf(universities))).toEqual(
      expect.arrayContaining(['courses.organization_id', 'required-documents.organization_id', 'faqs.organization_id']),
    );
    expect(names(relationsOf(banks))).not.toContain('staff.organization_id');
  });

  it('gives a partner only the tabs it may list', () => {
    expect(names(relationsFor('university', universities))[0]).toBe('courses.organization_id');
    expect(names(relationsFor('university', universities))).not.toContain('faqs.organization_id');
    expect(names(relationsFor('bank', banks)).slice(0, 2)).toEqual([
      'loan-products.organization_id',
      'loan-consultant-locations.organization_id',
    ]);
    expect(names(relationsFor('bank', banks))).not.toContain('required-documents.organization_id');
    expect(names(relationsFor('admin', universities))).toContain('required-documents.organization_id');
  });

  it('keeps the shared organisations resource’s own references', () => {
    expect(names(relationsOf(organizations))).toEqual(
      expect.arrayContaining(['staff.organization_id', 'faqs.organization_id']),
    );
  });
});

describe('fields by role (roleFields)', () => {
  it('hides a sub-record’s owner and a partner’s fixed values from partners only', () => {
    expect(hiddenFrom('insurance', insuranceCovers, 'organization_id')).toBe(true);
    expect(hiddenFrom('admin', insuranceCovers, 'organization_id')).toBe(false);
    expect(hiddenFrom('insurance', faqs, 'scope')).toBe(true);
    expect(visibleFields('insurance', faqs).map(([name]) => name)).not.toContain('organization_id');
  });

  it('locks admin-only fields for partners, and never offers derived fields as inputs', () => {
    expect(lockedFor('insurance', insurers, 'is_verified')).toBe(true);
    expect(lockedFor('insurance', insurers, 'phone')).toBe(false);
    expect(lockedFor('admin', insurers, 'is_verified')).toBe(false);
    const inputs = formFields('admin', insurers).map(([name]) => name);
    expect(inputs).toContain('location');
    expect(inputs).not.toContain('city');
  });

  it('narrows an owner picker over all organisations to the owning types', () => {
    expect(referenceFilter(staff, 'organization_id')).toEqual({ type: ['consultancy', 'language_school'] });
    expect(referenceFilter(requiredDocuments, 'organization_id')).toEqual({ type: ['university', 'bank'] });
    expect(referenceFilter(insuranceCovers, 'organization_id')).toBeUndefined();
    expect(referenceFilter(faqs, 'country_id')).toBeUndefined();
  });
});
