import { Box, Button, CircularProgress, FormHelperText, Link, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  useInput,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  ValidationError,
} from 'react-admin';
import type { FieldDef } from '@/domain/resourceDef';
import { useFileUpload } from './useFileUpload';

/**
 * A file field: uploads the chosen file at once (type and size are checked again by the API) and keeps its URL.
 * On an edit form the upload names the record, so whoever may edit it (a partner, its own organisation) may
 * upload for it. Read-only, it only links to the current file.
 */
export function FileUploadInput({
  source,
  field,
  readOnly,
  helperText,
}: {
  source: string;
  field: FieldDef;
  readOnly?: boolean;
  helperText?: string;
}) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext()!;
  const id = useRecordContext()?.id ?? undefined;
  const { field: input, fieldState } = useInput({ source });
  const label = translateLabel({ source, resource }) as string;
  const { busy, error, fileInput, choose } = useFileUpload({
    resource,
    id,
    source,
    field,
    label,
    onUploaded: input.onChange,
  });

  const invalid = fieldState.error?.message;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={busy || readOnly}
          onClick={choose}
        >
          {translate(input.value ? 'vp.upload.replace' : 'vp.upload.choose')}
        </Button>
        {input.value ? (
          <Link href={input.value} target="_blank" rel="noopener noreferrer">
            {translate('vp.upload.open')}
          </Link>
        ) : null}
        {fileInput}
      </Stack>
      {error || invalid ? (
        <FormHelperText error>{error ?? <ValidationError error={invalid!} />}</FormHelperText>
      ) : (
        helperText && <FormHelperText>{translate(helperText)}</FormHelperText>
      )}
    </Box>
  );
}
