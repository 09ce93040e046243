import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { PageRenderer } from '#shared/page-render.ts';
import { amountInWords } from '#shared/tax/amount-in-words.ts';
import { createAuth } from './auth/better-auth';
import { createCodeMailLimit } from './auth/code-mail-limit';
import { redisSessionStorage } from './auth/session-storage';
import { createSessionsRepository } from './auth/sessions.repository';
import { createSignInThrottle } from './auth/sign-in-throttle';
import { createSignUpLimit } from './auth/sign-up-limit';
import { createStoredSessionLookup } from './auth/stored-sessions';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { registerAccount } from './features/account/account.feature';
import { outboxRoutes } from './features/account/outbox.routes';
import { registerAccounting } from './features/accounting/accounting.feature';
import { registerAnalytics } from './features/analytics/analytics.feature';
import { registerAvailability } from './features/availability/availability.feature';
import { registerBookings } from './features/bookings/bookings.feature';
import { registerChat } from './features/chat/chat.feature';
import { registerDiscovery } from './features/discovery/discovery.feature';
import { registerKyc } from './features/kyc/kyc.feature';
import { registerPacks } from './features/packs/packs.feature';
import { registerPayments } from './features/payments/payments.feature';
import { registerPayouts } from './features/payouts/payouts.feature';
import { registerAccountDeletion } from './features/privacy/account-deletion.feature';
import { registerConsent } from './features/privacy/consent.feature';
import { registerDataExport } from './features/privacy/data-export.feature';
import { registerPersonalDataAccess } from './features/privacy/personal-data-access.feature';
import { registerReminders } from './features/reminders/reminders.feature';
import { registerReviews } from './features/reviews/reviews.feature';
import { registerSeo } from './features/seo/seo.feature';
import { registerSettlement } from './features/settlement/settlement.feature';
import type { DocumentRenderers } from './features/tax-documents/document-renderers';
import { renderPayoutStatementPdf } from './features/tax-documents/pdf/payout-statement-pdf';
import { renderTaxDocumentPdf } from './features/tax-documents/pdf/tax-document-pdf';
import { renderTdsStatementPdf } from './features/tax-documents/pdf/tds-statement-pdf';
import { registerTaxDocuments } from './features/tax-documents/tax-documents.feature';
import { createTestClock, testClockRoutes } from './features/test-clock/test-clock';
import { registerTrainerDashboard } from './features/trainer-dashboard/trainer-dashboard.feature';
import { registerTrainerPortfolio } from './features/trainer-portfolio/trainer-portfolio.feature';
import { registerUploads } from './features/uploads/uploads.feature';
import { createMailer } from './integrations/mail/create-mailer';
import { createMailOutboxRepository } from './integrations/mail/mail-outbox.repository';
import type { RouteSettlement } from './integrations/settlement/settlement';
import { deliverOutbox } from './jobs/deliver-outbox';
import { type Job, startJobs } from './jobs/job-runner';
import { pruneDeliveredOutbox } from './jobs/prune-delivered-outbox';
import { pruneRateLimitCounters } from './jobs/prune-rate-limit-counters';
import { createMetrics } from './metrics';
import { registerOps } from './ops/ops.feature';
import { failedDeliveriesRoutes } from './outbox/failed-deliveries.routes';
import { createFailedDeliveriesService } from './outbox/failed-deliveries.service';
import { createOutboxRepository } from './outbox/outbox.repository';
import { createOutboxDelivery } from './outbox/outbox-delivery';
import { createQueuedMailer } from './outbox/queued-mailer';
import { createSideEffectRegistry } from './outbox/side-effect';
import { accessPlugin, declaredPublic } from './plugins/access';
import { AccessLog } from './plugins/access-log';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { localeRedirectPlugin } from './plugins/locale-redirect';
import { metricsPlugin } from './plugins/metrics';
import { nulCharactersPlugin } from './plugins/nul-characters';
import { outboxPlugin } from './plugins/outbox';
import { loadPageRenderer } from './plugins/page-renderer';
import { KASRAT_SECURITY_HEADERS, securityHeadersPlugin } from './plugins/security-headers';
import { socketPlugin } from './plugins/socket-io';
import { readBuiltShell, webPlugin } from './plugins/web';
import type { Ports } from './ports';
import { openRedis } from './redis';
import { fastifyTrustProxy } from './trust-proxy';

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  /** The clock every rule reads; tests pass a fixed instant. */
  now?: () => Date;
  logger?: boolean;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** The page shell without a build: page routes are served with it, assets are not. */
  pageShell?: string;
  /**
   * Renders the public pages' content. Without it, a server serving the build loads the
   * build's renderer (except in development, where Vite serves the pages); tests pass their own.
   */
  pageRenderer?: PageRenderer;
  /** Periodic jobs (hold expiry); on by default when the app opens its own database. */
  runJobs?: boolean;
  /** Tests stand a local server in for api.razorpay.com. */
  razorpayHostUrl?: string;
  /** Tests stand a local server in for RazorpayX's API. */
  razorpayxHostUrl?: string;
  /** Tests stand a local server in for Zoom's OAuth and API addresses. */
  zoomUrls?: { oauthUrl: string; apiUrl: string };
  /** Tests hand Route settlement pointed at a local stand-in for api.razorpay.com. */
  settlement?: RouteSettlement;
  /** Tests draw tax documents and statements with a stand-in (the views as text). */
  documentRenderers?: DocumentRenderers;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs this app runs (or would, with `runJobs`). */
    jobs: readonly Job[];
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const testClock =
    !options.now && config.env === 'test' && config.testNow
      ? createTestClock(config.testNow)
      : null;
  const now = options.now ?? testClock?.now ?? (() => new Date());
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    logController: new AccessLog(),
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  const { db } = database;

  const outbox = createOutboxRepository(db);
  const mailbox = createMailOutboxRepository(db);
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  const queuedMailer = createQueuedMailer(outbox, now);
  const auth = createAuth(
    config,
    db,
    queuedMailer,
    app.log,
    redis ? redisSessionStorage(redis.client) : undefined,
    now,
  );
  const mailer = await createMailer(config.mail, mailbox, app.log);
  const metrics = createMetrics();
  database.observeQueries((seconds) => metrics.databaseQueries.observe(seconds));
  // The areas below add the handlers of the side effects they own as they register.
  const sideEffects = createSideEffectRegistry();
  sideEffects.handle('mail', ({ message }) => mailer.send(message).then(() => []));
  const delivery = createOutboxDelivery({
    repository: outbox,
    handlers: sideEffects.handlers,
    now,
    log: app.log,
    onOutcome: (kind, outcome) => metrics.sideEffects.inc({ kind, outcome }),
  });
  const sessionsRepository = createSessionsRepository(db);
  const counters = redis ? { redis: redis.client } : { db };
  const throttle = createSignInThrottle(counters);
  const codeMails = createCodeMailLimit(counters);

  await app.register(accessPlugin, { production: config.env === 'production' });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(outboxPlugin, { delivery });
  await app.register(metricsPlugin, { token: config.metricsToken, metrics });
  await app.register(securityHeadersPlugin, KASRAT_SECURITY_HEADERS);
  await app.register(rateLimit, { global: false, ...(redis && { redis: redis.client }) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kasrat API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(declaredPublic(swaggerUi), { routePrefix: '/api/docs' });

  await app.register(authPlugin, {
    auth,
    throttle,
    codeMails,
    signUps: createSignUpLimit(counters, config.signUpsPerAddressPerHour),
    sessions: redis ? createStoredSessionLookup(auth, sessionsRepository) : sessionsRepository,
    secret: config.authSecret,
    mailer: queuedMailer,
    publicUrl: config.publicUrl,
  });
  await app.register(socketPlugin, {
    auth,
    db,
    now,
    redis,
    channelPrefix: config.redisChannelPrefix,
    publicUrl: config.publicUrl,
  });

  // The areas, each after those it takes a service from.
  const ports: Ports = { db, config, now, metrics, sideEffects };
  if (testClock) await app.register(testClockRoutes(testClock));
  await registerOps(app, ports, database);
  await registerAccount(app, ports, { auth, codeMails, throttle });
  const { consents } = await registerConsent(app, ports);
  await registerAnalytics(app, ports, consents);
  const { discovery } = await registerDiscovery(app, ports);
  const { uploads } = await registerUploads(app, ports);
  await registerTrainerPortfolio(app, ports, uploads);
  const { kyc } = await registerKyc(app, ports, uploads);
  const personalData = await registerPersonalDataAccess(app, ports, uploads);
  if (config.env !== 'production' && !config.mail.smtpUrl) {
    await app.register(outboxRoutes(mailbox, delivery.drain));
  }
  const pageShell = options.pageShell ?? (options.serveWeb ? readBuiltShell() : null);
  if (pageShell !== null) {
    await app.register(localeRedirectPlugin);
    // Loaded while the rest starts; the first page waits for it.
    const renderer =
      options.pageRenderer ??
      (options.serveWeb && config.env !== 'development'
        ? loadPageRenderer(app).catch((error: unknown) => {
            // Without it the browser renders every page, as in development.
            app.log.error({ err: error }, 'the page renderer did not load');
            return null;
          })
        : null);
    await app.register(webPlugin, {
      shell: pageShell,
      assets: options.serveWeb === true,
      renderer,
    });
  }
  const bookings = await registerBookings(app, ports, { zoomUrls: options.zoomUrls });
  const packs = await registerPacks(app, ports);
  await registerAvailability(app, ports);
  const chat = await registerChat(app, ports);
  const reminders = await registerReminders(app, ports);
  await registerReviews(app, ports);
  const accountDeletion = await registerAccountDeletion(app, ports, { auth, throttle, uploads });
  await registerTrainerDashboard(app, ports);
  const payments = await registerPayments(app, ports, {
    bookingView: bookings.bookingView,
    razorpayHostUrl: options.razorpayHostUrl,
    zoomUrls: options.zoomUrls,
  });
  const payouts = await registerPayouts(app, ports, {
    kyc,
    razorpayxHostUrl: options.razorpayxHostUrl,
  });
  const settlement = await registerSettlement(app, ports, { settlement: options.settlement });
  const { taxDocuments } = await registerTaxDocuments(app, ports, {
    renderers: options.documentRenderers ?? {
      taxDocument: renderTaxDocumentPdf,
      payoutStatement: renderPayoutStatementPdf,
      tdsStatement: renderTdsStatementPdf,
    },
    inWords: amountInWords,
  });
  const dataExport = await registerDataExport(app, ports, taxDocuments);
  await app.register(failedDeliveriesRoutes(createFailedDeliveriesService(outbox, now)));
  await registerAccounting(app, ports);

  const jobs = [
    bookings.expireHolds,
    ...packs.jobs,
    deliverOutbox(delivery),
    pruneRateLimitCounters,
    pruneDeliveredOutbox,
    personalData.prunePersonalData,
    ...(payouts.createWeekly ? [payouts.createWeekly] : []),
    payments.reconcile,
    payouts.send,
    chat.sendUnreadMails,
    reminders.sendReminders,
    ...(settlement.settle ? [settlement.settle] : []),
    ...dataExport.jobs,
    accountDeletion.carryOut,
  ];
  // Tests run a job once, at an instant of their choosing, instead of waiting for its tick.
  app.decorate('jobs', jobs);
  if (options.runJobs ?? options.database === undefined) {
    const stopJobs = startJobs(db, jobs, now, {
      ran: (job, outcome) => metrics.jobRuns.inc({ job, outcome }),
      failed: (job, error) => {
        metrics.jobRuns.inc({ job, outcome: 'failed' });
        app.log.error({ err: error, job }, 'job failed');
      },
    });
    app.addHook('onClose', async () => stopJobs());
  }

  await registerSeo(app, ports, { discovery, pages: pageShell !== null });

  return app;
}
