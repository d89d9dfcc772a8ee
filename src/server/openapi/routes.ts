import type { ResourceDef } from '@/domain/resource';
import { appRouteDocs, devRouteDocs } from '@/server/app.docs';
import { passwordlessRouteDeclarations } from '@/server/auth/mfa/passwordless';
import { mfaRouteDeclarations, passkeyRouteDeclarations } from '@/server/auth/mfa/routes';
import { sessionRouteDocs } from '@/server/auth/sessionRoutes.docs';
import { authMethodRouteDeclarations, oidcRouteDeclarations } from '@/server/auth/oidc/routes';
import { authRouteDocs } from '@/server/auth/routes.docs';
import { checkVisaRouteDocs } from '@/server/checkVisa/routes.docs';
import { cspReportRouteDeclarations } from '@/server/cspReports';
import { dashboardRouteDeclarations } from '@/server/dashboard/routes';
import { bulkStatusRouteDeclarations } from '@/server/enquiries/bulkStatus';
import { publicIntakeRouteDeclarations } from '@/server/enquiries/publicIntake';
import { exportRouteDocs } from '@/server/resources/exportRoutes.docs';
import { searchRouteDeclarations } from '@/server/search/routes';
import { uploadRouteDocs } from '@/server/uploads.docs';
import { viewRouteDeclarations } from '@/server/views/routes';
import { userAdminRouteDeclarations } from '@/server/users/routes';
import { docsRouteDocs } from './docsRoutes';
import type { Config } from '@/server/config';
import type { RouteDoc } from './registry';

/**
 * Every route the app mounts beyond the generic resource routes (which openapi.ts builds from the definitions).
 * A new route file declares its routes with routeDocs(...) in a `<file>.docs.ts` beside it and adds them here;
 * tests/api/openapi-coverage.test.ts names any served route left out.
 */
export function routeDocsOf(resources: readonly ResourceDef[], config: Pick<Config, 'production' | 'sso'>): RouteDoc[] {
  return [
    ...appRouteDocs,
    ...docsRouteDocs,
    ...authRouteDocs,
    ...mfaRouteDeclarations,
    ...sessionRouteDocs,
    ...passkeyRouteDeclarations,
    ...(!config.sso || config.sso.methods.includes('password') ? passwordlessRouteDeclarations : []),
    ...authMethodRouteDeclarations,
    ...(config.sso?.oidc ? oidcRouteDeclarations : []),
    ...uploadRouteDocs,
    ...userAdminRouteDeclarations,
    ...bulkStatusRouteDeclarations,
    ...publicIntakeRouteDeclarations,
    ...cspReportRouteDeclarations,
    ...dashboardRouteDeclarations,
    ...searchRouteDeclarations,
    ...viewRouteDeclarations,
    ...checkVisaRouteDocs,
    ...resources.flatMap(exportRouteDocs),
    ...(config.production ? [] : devRouteDocs),
  ];
}
