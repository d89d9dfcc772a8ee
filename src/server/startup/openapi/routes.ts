import type { ResourceDef } from '@/domain/resourceDef';
import { appRouteDeclarations, devRouteDeclarations } from '@/server/startup/appRoutes';
import { passwordlessRouteDeclarations } from '@/server/features/auth/mfa/passwordless';
import { mfaRouteDeclarations, passkeyRouteDeclarations } from '@/server/features/auth/mfa/routes';
import { sessionRouteDeclarations } from '@/server/features/auth/sessionRoutes';
import { authMethodRouteDeclarations, oidcRouteDeclarations } from '@/server/features/auth/oidc/routes';
import { authRouteDeclarations } from '@/server/features/auth/routes';
import { checkVisaRouteDeclarations } from '@/server/features/checkVisa/routes';
import { publicApiRouteDeclarations } from '@/server/features/publicApi/routes';
import { cspReportRouteDeclarations } from '@/server/features/cspReports/routes';
import { dashboardRouteDeclarations } from '@/server/features/dashboard/routes';
import { assigneeRouteDeclarations } from '@/server/features/enquiries/assignees';
import { bulkStatusRouteDeclarations } from '@/server/features/enquiries/bulkStatus';
import { erasureRouteDeclarations } from '@/server/features/enquiries/erasure';
import { enquiryMessageRouteDeclarations } from '@/server/features/enquiries/messages';
import { publicIntakeRouteDeclarations } from '@/server/features/enquiries/publicIntake';
import { inboundRouteDeclarations } from '@/server/features/inbound/routes';
import { replyPreviewRouteDeclarations } from '@/server/features/enquiries/replyPreview';
import { exportRouteDeclarations } from '@/server/engine/exportRoutes';
import { importRouteDeclaration } from '@/server/engine/import/routes';
import { RESOURCE_EXTRAS } from '@/server/startup/resourceExtras';
import { liveEventRouteDeclarations } from '@/server/features/liveEvents/routes';
import { searchRouteDeclarations } from '@/server/features/search/routes';
import { uploadRouteDeclarations } from '@/server/features/uploads/routes';
import { viewRouteDeclarations } from '@/server/features/views/routes';
import { reviewRouteDeclarations } from '@/server/features/publication/reviews';
import { webhookRouteDeclarations } from '@/server/features/webhooks/routes';
import { userAdminRouteDeclarations } from '@/server/features/users/routes';
import { docsRouteDeclarations } from './docsRoutes';
import type { Config } from '@/server/infrastructure/config';
import type { RouteDeclaration } from '@/server/infrastructure/openapi/route';

/**
 * Every route the app mounts beyond the generic resource routes (which document.ts builds from the definitions):
 * the declarations their routers mount (defineRoute), so a route is described exactly as it is served. Only
 * declarations fit here; tests/api/openapi-coverage.test.ts names any served route left out.
 */
export function routeDeclarationsOf(
  resources: readonly ResourceDef[],
  config: Pick<Config, 'production' | 'sso'>,
): RouteDeclaration[] {
  return [
    ...appRouteDeclarations,
    ...docsRouteDeclarations,
    ...authRouteDeclarations,
    ...mfaRouteDeclarations,
    ...sessionRouteDeclarations,
    ...passkeyRouteDeclarations,
    ...(!config.sso || config.sso.methods.includes('password') ? passwordlessRouteDeclarations : []),
    ...authMethodRouteDeclarations,
    ...(config.sso?.oidc ? oidcRouteDeclarations : []),
    ...uploadRouteDeclarations,
    ...userAdminRouteDeclarations,
    ...bulkStatusRouteDeclarations,
    ...assigneeRouteDeclarations,
    ...erasureRouteDeclarations,
    ...enquiryMessageRouteDeclarations,
    ...replyPreviewRouteDeclarations,
    ...publicIntakeRouteDeclarations,
    ...inboundRouteDeclarations,
    ...cspReportRouteDeclarations,
    ...dashboardRouteDeclarations,
    ...searchRouteDeclarations,
    ...liveEventRouteDeclarations,
    ...viewRouteDeclarations,
    ...reviewRouteDeclarations,
    ...webhookRouteDeclarations,
    ...checkVisaRouteDeclarations,
    ...publicApiRouteDeclarations,
    ...resources.flatMap((def) => Object.values(exportRouteDeclarations(def))),
    ...resources
      .filter((def) => !def.readOnly)
      .map((def) => importRouteDeclaration(def, RESOURCE_EXTRAS[def.name]?.importFormat)),
    ...(config.production ? [] : devRouteDeclarations),
  ];
}
