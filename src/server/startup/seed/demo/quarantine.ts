import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { QUARANTINE_REASONS, type QuarantineReason } from '@/domain/areas/mailQuarantine';
import { holdMail } from '@/server/features/inbound/receive';
import type { Db } from '@/server/infrastructure/db/client';

const QUARANTINE_DIR = 'datasets/demo/enquiries/quarantine';
const HOURS_APART = 7;

const isReason = (value: string | undefined): value is QuarantineReason => QUARANTINE_REASONS.some((r) => r === value);

/**
 * The demo's held mail: each message of datasets/demo/enquiries/quarantine (`<n>-<reason>.eml`, the reason with
 * dashes) kept in the quarantine, the last one received most recently, each HOURS_APART before the next.
 */
export async function seedQuarantine(db: Db, now = new Date()): Promise<number> {
  const files = readdirSync(resolve(process.cwd(), QUARANTINE_DIR))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  for (const [index, file] of files.entries()) {
    const reason = /^\d+-(.+)\.eml$/.exec(file)?.[1].replaceAll('-', '_');
    if (!isReason(reason))
      throw new Error(`${QUARANTINE_DIR}/${file}: the name must be <n>-<${QUARANTINE_REASONS.join('|')}>.eml`);
    const raw = readFileSync(resolve(process.cwd(), QUARANTINE_DIR, file));
    const receivedAt = new Date(now.getTime() - (files.length - index) * HOURS_APART * 3_600_000);
    await holdMail(db, raw, reason, receivedAt);
  }
  return files.length;
}
