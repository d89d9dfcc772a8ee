import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FailureAlert } from '@/admin/auth/FailureAlert';

/** A section of the profile page: a card named by its heading, an introduction, what went wrong, then its content. */
export function AccountSection({
  id,
  title,
  intro,
  failure,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  failure: string | null;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(intro)}
        </Typography>
        <FailureAlert failure={failure} />
        {children}
      </CardContent>
    </Card>
  );
}
