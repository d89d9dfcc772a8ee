import type { ResourceDef } from '../../domain/resource';
import { appRouteDocs, devRouteDocs } from '../app.docs';
import { passkeyRouteDocs, passwordlessRouteDocs } from '../auth/mfa/passkeys.docs';
import { mfaRouteDocs } from '../auth/mfa/routes.docs';
import { sessionRouteDocs } from '../auth/sessionRoutes.docs';
import { authMethodRouteDocs, oidcRouteDocs } from '../auth/oidc/routes.docs';
import { authRouteDocs } from '../auth/routes.docs';
import { checkVisaRouteDocs } from '../checkVisa/routes.docs';
import { cspReportRouteDeclarations } from '../cspReports';
import { dashboardRouteDeclarations } from '../dashboard/routes';
import { bulkStatusRouteDeclarations } from '../enquiries/bulkStatus';
import { publicIntakeRouteDeclarations } from '../enquiries/publicIntake';
import { exportRouteDocs } from '../resources/exportRoutes.docs';
import { searchRouteDeclarations } from '../search/routes';
import { uploadRouteDocs } from '../uploads.docs';
import { viewRouteDeclarations } from '../views/routes';
import { userAdminRouteDeclarations } from '../users/routes';
import { docsRouteDocs } from './docsRoutes';
import type { Config } from '../config';
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
    ...mfaRouteDocs,
    ...sessionRouteDocs,
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
    ...(config.production ? [] : devRouteDocs),
  ];
}
