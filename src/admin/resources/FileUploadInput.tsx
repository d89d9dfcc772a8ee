import { Box, Button, CircularProgress, FormHelperText, Link, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useInput, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import type { FieldDef } from '../../domain/resource';
import { useFileUpload } from './useFileUpload';

/**
 * A file field: uploads the chosen file at once (type and size are checked again by the API) and keeps its URL.
 * Read-only, it only links to the current file.
 */
export function FileUploadInput({ source, field, readOnly }: { source: string; field: FieldDef; readOnly?: boolean }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext()!;
  const { field: input, fieldState } = useInput({ source });
  const label = translateLabel({ source, resource }) as string;
  const { busy, error, fileInput, choose } = useFileUpload({ resource, source, field, label, onUploaded: input.onChange });

  const message = error ?? fieldState.error?.message;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={busy || readOnly}
          onClick={choose}
        >
          {translate(input.value ? 'vp.upload.replace' : 'vp.upload.choose')}
        </Button>
        {input.value ? <Link href={input.value} target="_blank" rel="noopener noreferrer">{translate('vp.upload.open')}</Link> : null}
        {fileInput}
      </Stack>
      {message && <FormHelperText error>{translate(message, { _: message })}</FormHelperText>}
    </Box>
  );
}
