import { apiUrl, requestLocale } from '@/admin/providers/http';
import { getToken } from '@/admin/providers/session';
import type { ResourceDef } from '@/domain/resourceDef';

/** What POST <base>/<resource>/import answers (a dry run, or the applied import). */
export interface ImportReport {
  columns: { header: string; field: string | null }[];
  rows: { total: number; new: number; changed: number; unchanged: number; skipped: number; invalid: number };
  invalid: { line: number; field: string; message: string; value?: string; firstLine?: number }[];
  changes: { line: number; id: number; fields: { field: string; before: unknown; after: unknown }[] }[];
  rejected: { line: number; cells: string[] }[];
  applied: boolean;
  changeSet?: string;
}

export type ImportMapping = Record<string, string | null>;

/** Sends the file (multipart) for a dry run or to apply it; rejects with the API's message. */
export async function postImport(
  def: ResourceDef,
  file: File,
  mapping: ImportMapping | undefined,
  dryRun: boolean,
  skipInvalid = false,
): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('dryRun', String(dryRun));
  if (skipInvalid) form.append('skipInvalid', 'true');
  const res = await fetch(apiUrl(`${def.base}/${def.name}/import`), {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${getToken()}`, 'Accept-Language': requestLocale() },
  });
  const body = (await res.json().catch(() => ({}))) as Partial<ImportReport> & { message?: string };
  // An apply refused for invalid rows answers 400 with the report: shown like a dry run's.
  if (res.ok || (res.status === 400 && body.rows)) return body as ImportReport;
  throw new Error(body.message ?? 'ra.notification.http_error');
}
