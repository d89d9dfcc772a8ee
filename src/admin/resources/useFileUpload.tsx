import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '@/domain/resourceDef';
import { fileProblem, uploadFile } from './uploadFile';

/**
 * Uploading one file into `field` of `resource` (resource=me: the signed-in user's own profile), for the record
 * `id` (an edit form; none on a create form): checks it, sends it at once and hands its URL to `onUploaded`. Gives
 * the hidden file input to render, `choose` to open it, whether an upload runs and the last problem (translated).
 */
export function useFileUpload({
  resource,
  id,
  source,
  field,
  label,
  onUploaded,
}: {
  resource: string;
  id?: string | number;
  source: string;
  field: FieldDef;
  label: string;
  onUploaded: (url: string, file: File) => void;
}) {
  const translate = useTranslate();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    const problem = fileProblem(field, file);
    if (problem) return setError(translate(problem));
    setBusy(true);
    try {
      onUploaded(await uploadFile(resource, source, file, translate('vp.upload.failed'), id), file);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const fileInput = (
    <input
      ref={fileRef}
      type="file"
      hidden
      aria-label={label}
      accept={field.accept?.join(',')}
      onChange={(e) => {
        const f = e.target.files?.[0];
        if (f) void upload(f);
        e.target.value = '';
      }}
    />
  );
  return { busy, error, fileInput, choose: () => fileRef.current?.click() };
}
