import type { FieldDef } from '@/domain/resourceDef';
import { apiUrl, requestLocale } from '@/admin/providers/http';
import { getToken } from '@/admin/providers/session';

/** Why a file is refused before it is sent (the API checks type and size again): a message key, or null. */
export function fileProblem(field: FieldDef, file: File): string | null {
  if (field.maxBytes && file.size > field.maxBytes) return 'vp.upload.too_large';
  if (field.accept && !field.accept.includes(file.type)) return 'vp.upload.wrong_type';
  return null;
}

/**
 * POST /api/uploads?resource=&field=&id= with the file as the body; resolves to the stored file's URL, rejects with
 * the API's message (or `fallback`). `id` is the record being edited (none for a new one): a partner may upload
 * for its own records, which it may edit without being allowed to create any. resource=me is the signed-in
 * user's own profile.
 */
export async function uploadFile(
  resource: string,
  field: string,
  file: File,
  fallback: string,
  id?: string | number,
): Promise<string> {
  const query = new URLSearchParams({ resource, field });
  if (id !== undefined) query.set('id', String(id));
  const res = await fetch(apiUrl(`/api/uploads?${query}`), {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type, Authorization: `Bearer ${getToken()}`, 'Accept-Language': requestLocale() },
  });
  const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!res.ok || !body.url) throw new Error(body.message ?? fallback);
  return body.url;
}
