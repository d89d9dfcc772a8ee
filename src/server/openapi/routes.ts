import type { ResourceDef } from '@/domain/resource';
import { appRouteDocs, devRouteDocs } from '@/server/app.docs';
import { passkeyRouteDocs, passwordlessRouteDocs } from '@/server/auth/mfa/passkeys.docs';
import { mfaRouteDocs } from '@/server/auth/mfa/routes.docs';
import { sessionRouteDocs } from '@/server/auth/sessionRoutes.docs';
import { authMethodRouteDocs, oidcRouteDocs } from '@/server/auth/oidc/routes.docs';
import { authRouteDocs } from '@/server/auth/routes.docs';
import { visaRequirements } from '@/domain/areas/checkVisa';
import { passportIndexCsv } from '@/server/checkVisa/passportIndexImport';
import { checkVisaRouteDeclarations } from '@/server/checkVisa/routes';
import { cspReportRouteDeclarations } from '@/server/cspReports';
import { dashboardRouteDeclarations } from '@/server/dashboard/routes';
import { bulkStatusRouteDeclarations } from '@/server/enquiries/bulkStatus';
import { publicIntakeRouteDeclarations } from '@/server/enquiries/publicIntake';
import { exportRouteDeclarations } from '@/server/resources/exportRoutes';
import { importRouteDeclaration, type ImportFormat } from '@/server/resources/import/routes';
import { searchRouteDeclarations } from '@/server/search/routes';
import { uploadRouteDeclarations } from '@/server/uploads';
import { viewRouteDeclarations } from '@/server/views/routes';
import { userAdminRouteDeclarations } from '@/server/users/routes';
import { docsRouteDocs } from './docsRoutes';
import type { Config } from '@/server/config';
import type { RouteDoc } from './registry';

/** The imports that read another body besides the upload, as app.ts's RESOURCE_EXTRAS mounts them. */
const IMPORT_FORMATS: Readonly<Record<string, ImportFormat>> = { [visaRequirements.name]: passportIndexCsv };

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
    ...uploadRouteDeclarations,
    ...userAdminRouteDeclarations,
    ...bulkStatusRouteDeclarations,
    ...publicIntakeRouteDeclarations,
    ...cspReportRouteDeclarations,
    ...dashboardRouteDeclarations,
    ...searchRouteDeclarations,
    ...viewRouteDeclarations,
    ...checkVisaRouteDeclarations,
    ...resources.flatMap((def) => Object.values(exportRouteDeclarations(def))),
    ...resources.filter((def) => !def.readOnly).map((def) => importRouteDeclaration(def, IMPORT_FORMATS[def.name])),
    ...(config.production ? [] : devRouteDocs),
  ];
}
