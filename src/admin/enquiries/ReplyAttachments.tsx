import { Box, Chip, FormHelperText, Stack } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CancelIcon from '@mui/icons-material/Cancel';
import { Button, useLocale, useTranslate, type Identifier } from 'react-admin';
import { REPLY_ATTACHMENT, REPLY_ATTACHMENTS_MAX } from '@/domain/areas/enquiryMessages';
import { enquiries } from '@/domain/areas/enquiries';
import { useFileUpload } from '@/admin/resources/useFileUpload';
import { fileSizeText } from './fileSize';

/** A file uploaded for the reply being written, and the name it is sent under. */
export interface ReplyFile {
  url: string;
  filename: string;
  bytes: number;
}

/**
 * The reply's files: "Attach a file" uploads one at once (checked like any upload: PDF or image, 10 MB), each
 * shows as a chip with its size that removes it; at most REPLY_ATTACHMENTS_MAX. A refusal shows below.
 */
export function ReplyAttachments({
  enquiryId,
  files,
  onAdd,
  onRemove,
  disabled,
  error,
}: {
  enquiryId: Identifier;
  files: ReplyFile[];
  onAdd: (file: ReplyFile) => void;
  onRemove: (url: string) => void;
  disabled: boolean;
  error?: string;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const label = translate('vp.composer.attach');
  const upload = useFileUpload({
    resource: enquiries.name,
    id: String(enquiryId),
    source: 'reply',
    field: REPLY_ATTACHMENT,
    label,
    onUploaded: (url, file) => onAdd({ url, filename: file.name, bytes: file.size }),
  });
  const full = files.length >= REPLY_ATTACHMENTS_MAX;
  const problem = upload.error ?? error;
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {upload.fileInput}
        <Button
          label="vp.composer.attach"
          aria-label={label}
          onClick={upload.choose}
          disabled={disabled || upload.busy || full}
        >
          <AttachFileIcon />
        </Button>
        {files.map((file) => (
          <Chip
            key={file.url}
            size="small"
            variant="outlined"
            label={`${file.filename} (${fileSizeText(file.bytes, locale)})`}
            onDelete={disabled ? undefined : () => onRemove(file.url)}
            // Named: a screen reader says which file the icon removes (Delete on the focused chip does too).
            deleteIcon={<CancelIcon titleAccess={translate('vp.composer.remove_file', { name: file.filename })} />}
          />
        ))}
      </Stack>
      <FormHelperText error={!!problem}>
        {problem ??
          (upload.busy
            ? translate('vp.composer.uploading')
            : translate('vp.composer.attach_help', {
                max: REPLY_ATTACHMENTS_MAX,
                size: fileSizeText(REPLY_ATTACHMENT.maxBytes, locale),
              }))}
      </FormHelperText>
    </Box>
  );
}
