import type { ResourceDef } from '@/domain/resourceDef';
import { appRouteDeclarations, devRouteDeclarations } from '@/server/startup/appRoutes';
import { passkeyRouteDocs, passwordlessRouteDocs } from '@/server/features/auth/mfa/passkeys.docs';
import { mfaRouteDocs } from '@/server/features/auth/mfa/routes.docs';
import { sessionRouteDeclarations } from '@/server/features/auth/sessionRoutes';
import { reauthenticateRouteDocs } from '@/server/features/auth/sessionRoutes.docs';
import { authMethodRouteDocs, oidcRouteDocs } from '@/server/features/auth/oidc/routes.docs';
import { authRouteDeclarations } from '@/server/features/auth/routes';
import { visaRequirements } from '@/domain/areas/checkVisa';
import { passportIndexCsv } from '@/server/features/checkVisa/passportIndexImport';
import { checkVisaRouteDeclarations } from '@/server/features/checkVisa/routes';
import { cspReportRouteDeclarations } from '@/server/features/cspReports/routes';
import { dashboardRouteDeclarations } from '@/server/features/dashboard/routes';
import { bulkStatusRouteDeclarations } from '@/server/features/enquiries/bulkStatus';
import { publicIntakeRouteDeclarations } from '@/server/features/enquiries/publicIntake';
import { exportRouteDeclarations } from '@/server/engine/exportRoutes';
import { importRouteDeclaration, type ImportFormat } from '@/server/engine/import/routes';
import { searchRouteDeclarations } from '@/server/features/search/routes';
import { uploadRouteDeclarations } from '@/server/features/uploads/routes';
import { viewRouteDeclarations } from '@/server/features/views/routes';
import { userAdminRouteDeclarations } from '@/server/features/users/routes';
import { docsRouteDeclarations } from './docsRoutes';
import type { Config } from '@/server/infrastructure/config';
import type { RouteDoc } from '@/server/infrastructure/openapi/registry';

/** The imports that read another body besides the upload, as app.ts's RESOURCE_EXTRAS mounts them. */
const IMPORT_FORMATS: Readonly<Record<string, ImportFormat>> = { [visaRequirements.name]: passportIndexCsv };

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
    ...(config.production ? [] : devRouteDeclarations),
  ];
}
