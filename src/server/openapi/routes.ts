import type { ResourceDef } from '@/domain/resource';
import { appRouteDeclarations, devRouteDeclarations } from '@/server/appRoutes';
import { passkeyRouteDocs, passwordlessRouteDocs } from '@/server/auth/mfa/passkeys.docs';
import { mfaRouteDocs } from '@/server/auth/mfa/routes.docs';
import { sessionRouteDeclarations } from '@/server/auth/sessionRoutes';
import { reauthenticateRouteDocs } from '@/server/auth/sessionRoutes.docs';
import { authMethodRouteDocs, oidcRouteDocs } from '@/server/auth/oidc/routes.docs';
import { authRouteDeclarations } from '@/server/auth/routes';
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
import { docsRouteDeclarations } from './docsRoutes';
import type { Config } from '@/server/config';
import type { RouteDoc } from './registry';

/**
 * Every route the app mounts beyond the generic resource routes (which openapi.ts builds from the definitions).
 * A new route file declares its routes with routeDocs(...) in a `<file>.docs.ts` beside it and adds them here;
 * tests/api/openapi-coverage.test.ts names any served route left out.
 */
export function routeDocsOf(resources: readonly ResourceDef[], config: Pick<Config, 'production' | 'sso'>): RouteDoc[] {
  return [
    ...appRouteDeclarations,
    ...docsRouteDeclarations,
    ...authRouteDeclarations,
    ...mfaRouteDocs,
    ...sessionRouteDeclarations,
    ...reauthenticateRouteDocs,
    ...passkeyRouteDocs,
    ...(!config.sso || config.sso.methods.includes('password') ? passwordlessRouteDocs : []),
    ...authMethodRouteDocs,
    ...(config.sso?.oidc ? oidcRouteDocs : []),
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
    ...(config.production ? [] : devRouteDeclarations),
  ];
}
