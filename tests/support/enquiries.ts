import { tableOf } from '@/server/infrastructure/db/resourceTables';
import type { TestApi } from './api';

const enquiries = tableOf('enquiries');

/**
 * An enquiry written straight to the database (past the intake's limits, with no mail sent): a new English
 * university enquiry unless `values` say otherwise. Returns its id.
 */
export async function insertEnquiry(api: TestApi, values: Record<string, unknown> = {}): Promise<number> {
  const [row] = await api.db
    .insert(enquiries)
    .values({
      kind: 'university',
      full_name: 'Priya Sharma',
      email: 'priya@example.test',
      message: 'Is the autumn intake still open?',
      status: 'new',
      locale: 'en',
      ...values,
    })
    .returning({ id: enquiries.id });
  return row.id as number;
}
