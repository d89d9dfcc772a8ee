import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENQUIRY_STATUSES, enquiries, type EnquiryKind, type EnquiryStatus } from '@/domain/areas/enquiries';
import { users } from '@/domain/areas/users';
import type { InputOfDef, RecordOf, RecordOfDef } from '@/domain/record';
import { defineResource } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { tableOf, typedTableOf } from '@/server/infrastructure/db/resourceTables';
import type { InsertOf, SelectOf } from '@/server/infrastructure/db/tableBuilder';

/** One field of every kind, required or not. */
const sample = defineResource({
  name: 'samples',
  table: 'samples',
  base: '/api',
  title: 'title',
  defaultSort: ['title', 'ASC'],
  fields: {
    title: { kind: 'text', required: true },
    summary: { kind: 'textarea' },
    body: { kind: 'richtext' },
    email: { kind: 'email', required: true },
    website: { kind: 'url' },
    slug: { kind: 'slug', required: true },
    code: { kind: 'key' },
    count: { kind: 'integer', required: true },
    fee: { kind: 'decimal' },
    published: { kind: 'boolean' },
    opens: { kind: 'date' },
    checked_at: { kind: 'datetime', derived: true },
    level: { kind: 'enum', choices: ['low', 'high'], required: true },
    grade: { kind: 'enum', choices: ['a', 'b'] },
    rank: { kind: 'enum', numeric: true, choices: ['1', '2'], required: true },
    country_id: { kind: 'reference', reference: 'countries', required: true },
    owner_id: { kind: 'reference', reference: 'users' },
    tags: { kind: 'textList' },
    related: { kind: 'referenceList', reference: 'countries' },
    document: { kind: 'file' },
    data: { kind: 'json' },
  },
});

/*
 * The checks are tsc's (npm test type-checks the tests): a mapping that gives a field another type than the one
 * its kind stores makes this file fail to compile. The assertions check the definitions these types come from.
 */
describe('record types derived from a definition', () => {
  it("map each field to its kind's type, null where it may be empty, with the system columns", () => {
    type Sample = RecordOfDef<typeof sample>;
    expectTypeOf<Sample>().toEqualTypeOf<{
      id: number;
      version: number;
      created_at: string;
      updated_at: string;
      created_by: number | null;
      updated_by: number | null;
      title: string;
      summary: string | null;
      body: string | null;
      email: string;
      website: string | null;
      slug: string;
      code: string | null;
      count: number;
      fee: number | null;
      published: boolean;
      opens: string | null;
      checked_at: string | null;
      level: 'low' | 'high';
      grade: 'a' | 'b' | null;
      rank: number;
      country_id: number;
      owner_id: number | null;
      tags: string[];
      related: number[];
      document: string | null;
      data: unknown;
    }>();
    // A write's input may lack the derived fields; it has no system columns.
    expectTypeOf<InputOfDef<typeof sample>['checked_at']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<InputOfDef<typeof sample>>().not.toHaveProperty('id');
    expectTypeOf<InputOfDef<typeof sample>['level']>().toEqualTypeOf<'low' | 'high'>();
    expect(Object.keys(sample.fields)).toHaveLength(21);
  });

  it("give the real resources' enums their values", () => {
    type Enquiry = RecordOf<typeof enquiries.fields>;
    expectTypeOf<Enquiry['status']>().toEqualTypeOf<EnquiryStatus>();
    expectTypeOf<Enquiry['kind']>().toEqualTypeOf<EnquiryKind>();
    expectTypeOf<Enquiry['organization_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<Enquiry['consent']>().toEqualTypeOf<boolean>();
    type User = RecordOfDef<typeof users>;
    expectTypeOf<User['user_type']>().toEqualTypeOf<number>();
    expectTypeOf<User['email']>().toEqualTypeOf<string>();
    expectTypeOf<User['last_login_at']>().toEqualTypeOf<string | null>();
    // @ts-expect-error users have no status
    expectTypeOf<User['status']>().toBeNever();

    expect(enquiries.fields.status.choices).toEqual(ENQUIRY_STATUSES);
    expect(users.fields.user_type).toMatchObject({ kind: 'enum', numeric: true, required: true });
  });

  it('leave a definition known only by its registry type as a plain record', () => {
    expectTypeOf<RecordOfDef<(typeof RESOURCES)[number]>>().toMatchTypeOf<{ id: number; version: number }>();
    expectTypeOf<RecordOfDef<(typeof RESOURCES)[number]>['anything']>().toBeUnknown();
    expect(RESOURCES.length).toBeGreaterThan(0);
  });

  it("type a known resource's table: the rows a select returns and what an insert needs", () => {
    type Enquiry = SelectOf<typeof enquiries>;
    expectTypeOf<Enquiry>().toEqualTypeOf<RecordOfDef<typeof enquiries>>();
    const needed: InsertOf<typeof enquiries> = {
      kind: 'website',
      status: 'new',
      full_name: 'A',
      email: 'a@b.test',
      message: 'Hi',
    };
    // @ts-expect-error an enquiry needs its message (its column has no default)
    const incomplete: InsertOf<typeof enquiries> = {
      kind: 'website',
      status: 'new',
      full_name: 'A',
      email: 'a@b.test',
    };
    // Flags and lists have column defaults: an insert may leave them out.
    expectTypeOf<InsertOf<typeof enquiries>['consent']>().toEqualTypeOf<boolean | undefined>();
    // @ts-expect-error no such status
    const stray: InsertOf<typeof enquiries> = { ...needed, status: 'lost' };
    expectTypeOf<InsertOf<typeof enquiries>['status']>().toEqualTypeOf<EnquiryStatus>();

    expect(typedTableOf(enquiries)).toBe(tableOf('enquiries'));
    expect([needed, incomplete, stray].map((row) => row.kind)).toEqual(['website', 'website', 'website']);
  });
});
