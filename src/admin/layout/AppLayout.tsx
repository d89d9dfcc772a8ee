import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { ErrorPage } from '@/admin/pages/ErrorPage';
import { FreshProofPrompt } from '@/admin/account/FreshProofPrompt';
import { RouteEffects } from './RouteEffects';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={AppBar}
      menu={AppMenu}
      error={ErrorPage}
      // react-admin lets the page grow to its widest content; here a wide table scrolls inside its card instead.
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
    >
      <RouteEffects />
      <FreshProofPrompt />
      {children}
    </Layout>
  );
}
