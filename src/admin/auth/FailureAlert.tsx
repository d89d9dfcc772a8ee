import { Alert, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Why a form's request failed: a message key (or the server's text as it came), announced as an alert. */
export function FailureAlert({ failure, sx }: { failure: string | null | undefined; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {translate(failure, { _: failure })}
    </Alert>
  );
}
