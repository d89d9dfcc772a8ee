import { webhookRoutes } from '@/server/features/webhooks/routes';
import { reviewRoutes } from '@/server/features/publication/reviews';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { localeFromHeader } from '@/domain/messages';
import { requireAuth, assertCan } from '@/server/middleware/guard';
import { drainUnreadBody, limitBody } from '@/server/middleware/bodyLimit';
import { clientAddressResolver } from '@/server/middleware/clientAddress';
import { compressJson } from '@/server/middleware/compressJson';
import { authRoutes } from '@/server/features/auth/routes';
import { RESOURCES } from '@/domain/resources';
import { UPLOAD_MAX_BYTES } from '@/domain/uploads';
import { resourceRoutes } from '@/server/engine/routes';
import { RESOURCE_EXTRAS } from './resourceExtras';
import { userAdminRoutes } from '@/server/features/users/routes';
import { assigneeRoutes } from '@/server/features/enquiries/assignees';
import { bulkStatusRoutes } from '@/server/features/enquiries/bulkStatus';
import { erasureRoutes } from '@/server/features/enquiries/erasure';
import { enquiryMessageRoutes } from '@/server/features/enquiries/messages';
import { INBOUND_MAX_BYTES } from '@/server/features/inbound/receive';
import { inboundRoutes } from '@/server/features/inbound/routes';
import { replyPreviewRoutes } from '@/server/features/enquiries/replyPreview';
import { publicIntakeRoutes } from '@/server/features/enquiries/publicIntake';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, cspReportRoutes } from '@/server/features/cspReports/routes';
import { dashboardRoutes } from '@/server/features/dashboard/routes';
import { liveEventRoutes } from '@/server/features/liveEvents/routes';
import { searchRoutes } from '@/server/features/search/routes';
import { viewRoutes } from '@/server/features/views/routes';
import { exportRoutes } from '@/server/engine/exportRoutes';
import { checkVisaRoutes } from '@/server/features/checkVisa/routes';
import { publicApiRoutes } from '@/server/features/publicApi/routes';
import { PUBLIC_API_BASE } from '@/domain/publicApi';
import { uploadRoutes } from '@/server/features/uploads/routes';
import { openApiDocument } from './openapi/document';
import { docsRoutes } from './openapi/docsRoutes';
import { mountRoutes } from '@/server/infrastructure/openapi/route';
import { devOutboxRoute, healthRoute } from './appRoutes';
import type { AppEnv, Ctx, Deps } from '@/server/infrastructure/context';
import {
  OUTAGE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  isStatementTimeout,
} from '@/server/infrastructure/db/outage';
import { outbox } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, apiMessage, errorJson, requestHeader } from '@/server/infrastructure/http';

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI (emotion) injects style elements at run time; scripts stay strictly same-origin.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Violations are reported to POST /api/csp-reports: by the Reporting API where the browser has it (report-to
  // names the Reporting-Endpoints entry), by the legacy report-uri elsewhere.
  reportUri: [CSP_REPORT_PATH],
  reportTo: CSP_REPORT_GROUP,
};
/** The Reporting-Endpoints entry that the policy's report-to names. */
const REPORTING_ENDPOINTS = [{ name: CSP_REPORT_GROUP, url: CSP_REPORT_PATH }];

/**
 * A hashed script or style sheet of the build is never a document: of the security headers it needs only
 * nosniff and the resource policy. Leaving out the rest (the CSP, frame and referrer rules, about half a
 * kilobyte) spares the two dozen the console loads a dozen kilobytes. Anything else under /assets (an SVG can
 * hold script) keeps the full set.
 */
const HASHED_SCRIPT = /^\/assets\/[^/]+\.(?:js|css)$/;
const scriptHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

function connectionAddress(c: Ctx): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

const HEALTH_TIMEOUT_MS = 2_000;

/** The whole HTTP API; main.ts adds the built SPA in front of it, tests call app.fetch directly. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps.database;
  const mount = mountRoutes(app, '');
  const clientAddress = clientAddressResolver(deps.config.trustProxy);

  const documentHeaders = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    reportingEndpoints: REPORTING_ENDPOINTS,
    xFrameOptions: 'DENY',
    strictTransportSecurity: deps.config.production ? 'max-age=31536000; includeSubDomains' : false,
  });
  app.use('*', (c, next) => (HASHED_SCRIPT.test(c.req.path) ? scriptHeaders(c, next) : documentHeaders(c, next)));
  app.use('*', async (c, next) => {
    c.set('locale', localeFromHeader(requestHeader(c, 'accept-language')));
    c.set('ip', clientAddress(requestHeader(c, 'x-forwarded-for'), connectionAddress(c)));
    await next();
  });
  // Nothing answered to a signed-in user (or a download ticket) may be kept by a browser or a shared cache.
  app.use('/api/*', async (c, next) => {
    await next();
    const credentialed = requestHeader(c, 'authorization') !== undefined || c.req.query('ticket') !== undefined;
    if (credentialed || c.get('principal')) c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', compressJson());
  app.use('/api/*', drainUnreadBody());
  // Uploads check their own, larger, per-field limit. A GET or HEAD request has no body to limit, and skipping
  // the check spares every read the full Request object that looking at the body would build.
  const bodyless = (method: string) => method === 'GET' || method === 'HEAD';
  // An import's file has its own limit (IMPORT_MAX_BYTES), applied by its route.
  const isImport = (path: string) => path.endsWith('/import');
  // An inbound mail has its own limit (INBOUND_MAX_BYTES).
  const ownLimit = (path: string) => path === '/api/uploads' || path === '/api/inbound/mail' || isImport(path);
  app.use('/api/*', (c, next) => (ownLimit(c.req.path) || bodyless(c.req.method) ? next() : jsonLimit(c, next)));
  const jsonLimit = limitBody(deps.config.maxBodyBytes);
  app.use('/api/uploads', limitBody(UPLOAD_MAX_BYTES));
  app.use('/api/inbound/mail', limitBody(INBOUND_MAX_BYTES));

  app.route('/api', docsRoutes(openApiDocument(deps.config)));
  // Readiness: seeded, and the database answers now (within a short time), so that a balancer stops sending
  // requests to a process whose database is away, and sends them again once it is back.
  mount(healthRoute, [], async (c) => {
    if (!deps.isReady()) return c.json({ status: 'starting' }, 503);
    try {
      await deps.database.ping(HEALTH_TIMEOUT_MS);
      return c.json({ status: 'ok' });
    } catch {
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  app.use('/api/*', async (c, next) => {
    if (!deps.isReady()) return errorJson(c, 503, MESSAGES.starting);
    await next();
  });

  app.route('/api', authRoutes(deps));
  app.route('/api', uploadRoutes(deps, deps.storage));
  app.route('/api', userAdminRoutes(deps));
  app.route('/api', publicIntakeRoutes(deps));
  app.route('/api', cspReportRoutes(deps));
  app.route('/api', bulkStatusRoutes(deps));
  app.route('/api', assigneeRoutes(deps));
  app.route('/api', erasureRoutes(deps));
  app.route('/api', enquiryMessageRoutes(deps));
  app.route('/api', inboundRoutes(deps));
  app.route('/api', replyPreviewRoutes(deps));
  app.route('/api', dashboardRoutes(deps));
  app.route('/api', searchRoutes(deps));
  app.route('/api', liveEventRoutes(deps));
  app.route('/api', viewRoutes(deps));
  app.route('/api', reviewRoutes(deps));
  app.route('/api', webhookRoutes(deps));
  app.route('/api/visa', checkVisaRoutes(deps));
  app.route(PUBLIC_API_BASE, publicApiRoutes(deps));
  // Ahead of the generic routes, whose GET /:id would otherwise take export.csv for an id.
  for (const def of RESOURCES) app.route(def.base, exportRoutes(def, deps));
  for (const def of RESOURCES) app.route(def.base, resourceRoutes(def, deps, RESOURCE_EXTRAS[def.name]));

  // Development only: in production the route does not exist (a 404 like any unknown path, token or not).
  if (!deps.config.production) {
    mount(devOutboxRoute, [requireAuth(deps)], async (c) => {
      await assertCan(c, deps, 'outbox', 'list');
      return c.json(await db.select().from(outbox).orderBy(desc(outbox.id)).limit(100));
    });
  }

  app.all('/api/*', (c) => errorJson(c, 404, MESSAGES.notFound));

  // Every error answer's message and field errors are message keys, translated here into the request's language.
  app.onError((err, c) => {
    if (err instanceof ApiError)
      return c.json({ ...apiMessage(c, err.message, err.errors, err.params), ...err.extra }, err.status as 400);
    // The embedded database cannot be unreachable: not answering in time, it is busy.
    if (isStatementTimeout(err) || (deps.database.engine === 'pglite' && isDatabaseUnavailable(err))) {
      console.error(`Statement timeout (${c.req.method} ${c.req.path}): ${err.message}`);
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return errorJson(c, 503, MESSAGES.databaseTimeout);
    }
    if (isDatabaseUnavailable(err)) {
      // Not the request's fault, and likely to work again shortly (the pool reconnects by itself).
      console.error(`Database unavailable (${c.req.method} ${c.req.path}): ${err.message}`);
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return errorJson(c, 503, MESSAGES.unavailable);
    }
    console.error(err);
    return errorJson(c, 500, MESSAGES.internal);
  });
  return app;
}
export type App = ReturnType<typeof createApp>;
