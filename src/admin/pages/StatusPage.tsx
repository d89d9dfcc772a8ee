import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '@/admin/utils/useDocumentTitle';

interface Props {
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
}

/** The frame of the 404, 500 and maintenance pages. */
export function StatusPage({ code, title, text, actions }: Props) {
  const translate = useTranslate();
  useDocumentTitle(translate(title));
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 480, alignItems: 'center' }}>
        {code && (
          <Typography variant="h2" component="p" color="primary" aria-hidden>
            {code}
          </Typography>
        )}
        <Typography variant="h4" component="h1">
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate(text)}</Typography>
        {actions ?? (
          <Button component={Link} to="/" variant="contained">
            {translate('vp.page.go_home')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
