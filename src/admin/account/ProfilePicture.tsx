import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, CircularProgress, FormHelperText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { users } from '@/domain/areas/users';
import { useFileUpload } from '@/admin/resources/useFileUpload';

/** The signed-in user's own picture: uploaded at once (resource=me, open to every role), kept when the profile is saved. */
export function ProfilePicture({
  value,
  onChange,
}: {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
}) {
  const translate = useTranslate();
  const { busy, error, fileInput, choose } = useFileUpload({
    resource: 'me',
    source: 'profile_pic',
    field: users.fields.profile_pic,
    label: translate('vp.profile.upload_picture'),
    onUploaded: onChange,
  });
  return (
    <Box sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <PhotoCameraIcon />}
          disabled={busy}
          onClick={choose}
        >
          {translate(value ? 'vp.profile.replace_picture' : 'vp.profile.upload_picture')}
        </Button>
        {value ? (
          <Button onClick={() => onChange(null)} disabled={busy}>
            {translate('vp.profile.remove_picture')}
          </Button>
        ) : null}
        {fileInput}
      </Stack>
      <FormHelperText error={!!error}>{error ?? translate('vp.profile.picture_hint')}</FormHelperText>
    </Box>
  );
}
