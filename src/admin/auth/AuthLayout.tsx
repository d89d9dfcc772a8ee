import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PRODUCT_NAME } from '@/admin/product';
import { LanguageMenu } from '@/admin/utils/LanguageMenu';
import { useDocumentTitle } from '@/admin/utils/useDocumentTitle';

interface Props {
  title: string;
  heading: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every /auth page: logo, heading, subtitle, the form, links below. */
export function AuthLayout({ title, heading, subtitle, children, footer }: Props) {
  const translate = useTranslate();
  useDocumentTitle(translate(title, { product: PRODUCT_NAME }));
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <LanguageMenu />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 440 }} elevation={3}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1} sx={{ mb: 3, textAlign: 'center', alignItems: 'center' }}>
              <Box component="img" src="/logo.svg" alt={`${PRODUCT_NAME} logo`} sx={{ width: 56, height: 56 }} />
              <Typography variant="h5" component="h1">
                {translate(heading, { product: PRODUCT_NAME })}
              </Typography>
              <Typography color="text.secondary">{subtitle}</Typography>
            </Stack>
            {children}
            {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
