import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { ErrorPage } from '../pages/ErrorPage';
import { RouteEffects } from './RouteEffects';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu} error={ErrorPage}>
      <RouteEffects />
      {children}
    </Layout>
  );
}
