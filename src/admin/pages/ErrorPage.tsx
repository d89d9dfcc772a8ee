import { Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { StatusPage } from './StatusPage';

/** /500 and the layout's error boundary (no stack trace is ever shown). */
export function ErrorPage({
  resetErrorBoundary,
}: {
  error?: unknown;
  resetErrorBoundary?: (...args: unknown[]) => void;
}) {
  const translate = useTranslate();
  return (
    <StatusPage
      code="500"
      title="vp.page.error_title"
      text="vp.page.error_text"
      actions={
        <Stack direction="row" spacing={2}>
          {resetErrorBoundary && (
            <Button variant="outlined" onClick={() => resetErrorBoundary()}>
              {translate('vp.page.retry')}
            </Button>
          )}
          <Button component={Link} to="/" variant="contained">
            {translate('vp.page.go_home')}
          </Button>
        </Stack>
      }
    />
  );
}
