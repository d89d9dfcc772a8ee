import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Recovery codes, shown once: the user keeps them somewhere safe before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {translate('vp.mfa.recovery_title')}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {translate('vp.mfa.recovery_once')}
      </Alert>
      <Box
        component="ol"
        data-testid="recovery-codes"
        // Two columns where they fit with their numbers; one on a phone, where the second column's numbers would cover
        // the first column's codes.
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: { xs: 1, sm: 2 }, columnGap: 6, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone} fullWidth>
        {translate('vp.mfa.recovery_saved')}
      </Button>
    </Box>
  );
}
