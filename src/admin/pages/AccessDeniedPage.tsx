import { AccessDenied, Title, useTranslate } from 'react-admin';

/**
 * Inside the layout, a screen the user's role may not open: "Access denied" is the page's title (its h1, in the
 * app bar), the page says why.
 */
export function AccessDeniedPage() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('ra.page.access_denied')} />
      <AccessDenied textPrimary="ra.message.access_denied" textSecondary="" data-testid="access-denied" />
    </>
  );
}
