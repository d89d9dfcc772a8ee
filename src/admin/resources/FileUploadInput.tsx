import { useRef, useState } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Link, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useInput, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import type { FieldDef } from '../../domain/resource';
import { fileProblem, uploadFile } from './uploadFile';

/**
 * A file field: uploads the chosen file at once (type and size are checked again by the API) and keeps its URL.
 * Read-only, it only links to the current file.
 */
export function FileUploadInput({ source, field, readOnly }: { source: string; field: FieldDef; readOnly?: boolean }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext()!;
  const { field: input, fieldState } = useInput({ source });
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = translateLabel({ source, resource }) as string;

  const upload = async (file: File) => {
    setError(null);
    const problem = fileProblem(field, file);
    if (problem) return setError(translate(problem));
    setBusy(true);
    try {
      input.onChange(await uploadFile(resource, source, file, translate('vp.upload.failed')));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const message = error ?? fieldState.error?.message;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={busy || readOnly}
          onClick={() => fileRef.current?.click()}
        >
          {translate(input.value ? 'vp.upload.replace' : 'vp.upload.choose')}
        </Button>
        {input.value ? <Link href={input.value} target="_blank" rel="noopener noreferrer">{translate('vp.upload.open')}</Link> : null}
        <input
          ref={fileRef}
          type="file"
          hidden
          aria-label={label}
          accept={field.accept?.join(',')}
          onChange={(e) => { const f = e.target.files?.[0]; if (f) void upload(f); e.target.value = ''; }}
        />
      </Stack>
      {message && <FormHelperText error>{translate(message, { _: message })}</FormHelperText>}
    </Box>
  );
}
