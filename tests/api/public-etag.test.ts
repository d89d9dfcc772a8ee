import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentTags } from '@/server/features/publicApi/etag';
import { noteContentWrite } from '@/server/infrastructure/contentWrites';
import { contentChanges } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';

/**
 * The public answers' tags reuse each table's stamp for a while in the process: a write this process makes renews
 * it at once; a write it does not see (another process's) shows once the stamp's time is up.
 */

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(async () => {
  await api.close();
});

it('renews a table’s stamp at once on this process’s write, and within its time on another’s', async () => {
  const tagOf = contentTags(api.db, 300);
  const request = '/api/public/v1/faqs?range=[0,24]#en';
  const first = await tagOf(['faqs'], request);
  expect(await tagOf(['faqs'], '/api/public/v1/faqs?range=[0,49]#en'), 'another request').not.toBe(first);

  // Another process writes: this one does not know yet, and says so only within the stamp's time.
  await api.db.insert(contentChanges).values({ table_name: 'faqs' });
  expect(await tagOf(['faqs'], request)).toBe(first);
  await new Promise((resolve) => setTimeout(resolve, 350));
  const second = await tagOf(['faqs'], request);
  expect(second).not.toBe(first);

  // This process writes: told, the next tag is new at once; a write to another table leaves the stamp.
  await api.db.insert(contentChanges).values({ table_name: 'faqs' });
  noteContentWrite('countries');
  expect(await tagOf(['faqs'], request)).toBe(second);
  noteContentWrite('faqs');
  expect(await tagOf(['faqs'], request)).not.toBe(second);
});
