import { useRef, useState } from 'react';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, CircularProgress, FormHelperText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { users } from '../../domain/areas/users';
import { fileProblem, uploadFile } from '../resources/uploadFile';

const FIELD = users.fields.profile_pic;

/** The signed-in user's own picture: uploaded at once (resource=me, open to every role), kept when the profile is saved. */
export function ProfilePicture({ value, onChange }: { value: string | null | undefined; onChange: (url: string | null) => void }) {
  const translate = useTranslate();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setError(null);
    const problem = fileProblem(FIELD, file);
    if (problem) return setError(translate(problem));
    setBusy(true);
    try {
      onChange(await uploadFile('me', 'profile_pic', file, translate('vp.upload.failed')));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <PhotoCameraIcon />} disabled={busy} onClick={() => fileRef.current?.click()}>
          {translate(value ? 'vp.profile.replace_picture' : 'vp.profile.upload_picture')}
        </Button>
        {value ? <Button onClick={() => onChange(null)} disabled={busy}>{translate('vp.profile.remove_picture')}</Button> : null}
        <input
          ref={fileRef}
          type="file"
          hidden
          aria-label={translate('vp.profile.upload_picture')}
          accept={FIELD.accept?.join(',')}
          onChange={(e) => { const f = e.target.files?.[0]; if (f) void upload(f); e.target.value = ''; }}
        />
      </Stack>
      <FormHelperText error={!!error}>{error ?? translate('vp.profile.picture_hint')}</FormHelperText>
    </Box>
  );
}
