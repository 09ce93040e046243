import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { createAuth } from './auth/better-auth';
import { createCodeMailLimit } from './auth/code-mail-limit';
import { redisSessionStorage } from './auth/session-storage';
import { createSessionsRepository } from './auth/sessions.repository';
import { createSignInThrottle } from './auth/sign-in-throttle';
import { createSignUpLimit } from './auth/sign-up-limit';
import { createStoredSessionLookup } from './auth/stored-sessions';
import { type Config, paysOutSandbox } from './config';
import { type DatabaseHandle, isPglite, openDatabase } from './db/client';
import { createAccountRepository } from './features/account/account.repository';
import { accountRoutes } from './features/account/account.routes';
import { createAccountService } from './features/account/account.service';
import { outboxRoutes } from './features/account/outbox.routes';
import { passwordResetRoutes } from './features/account/password-reset.routes';
import { createPasswordResetService } from './features/account/password-reset.service';
import { adminRoutes } from './features/admin/admin.routes';
import { createAnalyticsRepository } from './features/analytics/analytics.repository';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { createAvailabilityRepository } from './features/availability/availability.repository';
import { availabilityRoutes } from './features/availability/availability.routes';
import { createAvailabilityService } from './features/availability/availability.service';
import { createBookingsRepository } from './features/bookings/bookings.repository';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { createBookingsService } from './features/bookings/bookings.service';
import { createChatRepository } from './features/chat/chat.repository';
import { chatRoutes } from './features/chat/chat.routes';
import { createChatService } from './features/chat/chat.service';
import { chatSocketHandlers } from './features/chat/chat.socket';
import { createChatRealtime } from './features/chat/chat-realtime';
import { createDiscoveryRepository } from './features/discovery/discovery.repository';
import { discoveryRoutes } from './features/discovery/discovery.routes';
import { createDiscoveryService } from './features/discovery/discovery.service';
import { createListingRepository } from './features/discovery/listing.repository';
import { healthRoutes } from './features/health/health.routes';
import { createKycRepository } from './features/kyc/kyc.repository';
import { kycRoutes } from './features/kyc/kyc.routes';
import { createKycService } from './features/kyc/kyc.service';
import { createKycCipher } from './features/kyc/kyc-cipher';
import { createPaymentsRepository } from './features/payments/payments.repository';
import { paymentsRoutes } from './features/payments/payments.routes';
import { createPaymentsService } from './features/payments/payments.service';
import { createRefundsRepository } from './features/payments/refunds.repository';
import { refundsRoutes } from './features/payments/refunds.routes';
import { beneficiaries } from './features/payouts/beneficiaries';
import { createPayoutsRepository } from './features/payouts/payouts.repository';
import { payoutsRoutes } from './features/payouts/payouts.routes';
import { createPayoutsService } from './features/payouts/payouts.service';
import { sendPayouts } from './features/payouts/send-payouts';
import { createReviewsRepository } from './features/reviews/reviews.repository';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { createReviewsService } from './features/reviews/reviews.service';
import { seoRoutes } from './features/seo/seo.routes';
import { createSeoService } from './features/seo/seo.service';
import { createTestClock, testClockRoutes } from './features/test-clock/test-clock';
import { createTrainerDashboardRepository } from './features/trainer-dashboard/trainer-dashboard.repository';
import { trainerDashboardRoutes } from './features/trainer-dashboard/trainer-dashboard.routes';
import { createTrainerDashboardService } from './features/trainer-dashboard/trainer-dashboard.service';
import { createTrainerPortfolioRepository } from './features/trainer-portfolio/trainer-portfolio.repository';
import { trainerPortfolioRoutes } from './features/trainer-portfolio/trainer-portfolio.routes';
import { createTrainerPortfolioService } from './features/trainer-portfolio/trainer-portfolio.service';
import { createUploadsRepository } from './features/uploads/uploads.repository';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { createUploadsService, PRIVATE_READ_SECONDS } from './features/uploads/uploads.service';
import { createMailer } from './integrations/mail/create-mailer';
import { createMailOutboxRepository } from './integrations/mail/mail-outbox.repository';
import { createJitsiMeetings } from './integrations/meetings/jitsi-meetings';
import { createZoomMeetings } from './integrations/meetings/zoom-meetings';
import { createSandboxGateway, type SandboxGateway } from './integrations/payments/sandbox-gateway';
import { manualPayouts } from './integrations/payouts/payout-provider';
import { createRazorpayXPayouts } from './integrations/payouts/razorpayx-payouts';
import { createStorage } from './integrations/storage/create-storage';
import { createWeeklyPayouts } from './jobs/create-weekly-payouts';
import { deliverOutbox } from './jobs/deliver-outbox';
import { expireBookingHolds } from './jobs/expire-booking-holds';
import { type Job, startJobs } from './jobs/job-runner';
import { pruneDeliveredOutbox } from './jobs/prune-delivered-outbox';
import { pruneRateLimitCounters } from './jobs/prune-rate-limit-counters';
import { reconcilePayments } from './jobs/reconcile-payments';
import { sendChatUnreadMails } from './jobs/send-chat-unread-mails';
import { createMetrics } from './metrics';
import { backupRoutes } from './ops/backup.routes';
import { failedDeliveriesRoutes } from './outbox/failed-deliveries.routes';
import { createFailedDeliveriesService } from './outbox/failed-deliveries.service';
import { createOutboxRepository } from './outbox/outbox.repository';
import { createOutboxDelivery } from './outbox/outbox-delivery';
import { createQueuedMailer } from './outbox/queued-mailer';
import { accessPlugin, declaredPublic } from './plugins/access';
import { AccessLog } from './plugins/access-log';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { metricsPlugin } from './plugins/metrics';
import { nulCharactersPlugin } from './plugins/nul-characters';
import { outboxPlugin } from './plugins/outbox';
import { securityHeadersPlugin } from './plugins/security-headers';
import { socketPlugin } from './plugins/socket-io';
import { readBuiltShell, webPlugin } from './plugins/web';
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
  /** Periodic jobs (hold expiry); on by default when the app opens its own database. */
  runJobs?: boolean;
  /** Tests stand a local server in for api.razorpay.com. */
  razorpayHostUrl?: string;
  /** Tests stand a local server in for RazorpayX's API. */
  razorpayxHostUrl?: string;
  /** Tests stand a local server in for Zoom's OAuth and API addresses. */
  zoomUrls?: { oauthUrl: string; apiUrl: string };
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
  );
  const mailer = await createMailer(config.mail, mailbox, app.log);
  const metrics = createMetrics();
  database.observeQueries((seconds) => metrics.databaseQueries.observe(seconds));
  const delivery = createOutboxDelivery({
    repository: outbox,
    handlers: {
      mail: ({ message }) => mailer.send(message).then(() => []),
      // Delivery starts after the first request, when the payments feature below exists.
      'booking-confirmed': (effect) => payments.deliverConfirmation(effect),
      refund: (effect) => payments.refunds.deliver(effect),
    },
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
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com', 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://www.google-analytics.com', 'https:'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
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
  await app.register(socketPlugin, { auth, db, now, redis, publicUrl: config.publicUrl });

  if (testClock) await app.register(testClockRoutes(testClock));
  await app.register(healthRoutes(database));
  if (isPglite(database)) {
    await app.register(
      backupRoutes({ database, dataDir: config.dataDir, token: config.backupToken, now }),
    );
  }
  await app.register(accountRoutes(createAccountService(createAccountRepository(db), now)));
  await app.register(
    passwordResetRoutes(createPasswordResetService({ auth, codeMails, throttle })),
  );
  await app.register(analyticsRoutes(createAnalyticsRepository(db), now));
  const discoveryRepository = createDiscoveryRepository(db);
  const discovery = createDiscoveryService(discoveryRepository, createListingRepository(db), now);
  await app.register(discoveryRoutes(discovery));
  const storage = await createStorage(config, now);
  const uploads = createUploadsService({
    repository: createUploadsRepository(db),
    storage,
    secret: config.authSecret,
    now,
  });
  await app.register(uploadsRoutes(uploads, storage));
  const portfolios = createTrainerPortfolioService({
    repository: createTrainerPortfolioRepository(db),
    takeUploadedImage: uploads.takeUploadedImage,
    publicUrl: config.publicUrl,
    now,
  });
  await app.register(trainerPortfolioRoutes(portfolios));
  await app.register(adminRoutes(portfolios));
  const kyc = createKycService({
    repository: createKycRepository(db),
    cipher: createKycCipher(config.kycEncryptionKey),
    takeUploadedImage: uploads.takeUploadedImage,
    privateReadUrl: (reference) => uploads.privateReadUrl(reference),
    privateReadSeconds: PRIVATE_READ_SECONDS,
    publicUrl: config.publicUrl,
    now,
  });
  await app.register(kycRoutes(kyc));
  if (config.env !== 'production' && !config.mail.smtpUrl) {
    await app.register(outboxRoutes(mailbox, delivery.drain));
  }
  const pageShell = options.pageShell ?? (options.serveWeb ? readBuiltShell() : null);
  if (pageShell !== null) {
    await app.register(webPlugin, { shell: pageShell, assets: options.serveWeb === true });
  }
  const gateway =
    config.payment.provider.kind === 'razorpay'
      ? (await import('./integrations/payments/razorpay-gateway')).createRazorpayGateway({
          ...config.payment.provider,
          hostUrl: options.razorpayHostUrl,
        })
      : createSandboxGateway(config.payment.provider);
  const bookingsRepository = createBookingsRepository(db);
  const payments = createPaymentsService({
    repository: createPaymentsRepository(db),
    refundsRepository: createRefundsRepository(db),
    gateway,
    meetings:
      config.meetings.kind === 'zoom'
        ? createZoomMeetings({ ...config.meetings, ...options.zoomUrls })
        : createJitsiMeetings(),
    fees: config.payment.fees,
    publicUrl: config.publicUrl,
    bookingView: (id) => bookingsRepository.findView(id),
    now,
    log: app.log,
    paymentOutcome: (outcome) => metrics.payments.inc({ outcome }),
  });
  const bookings = createBookingsService({
    repository: bookingsRepository,
    fees: config.payment.fees,
    publicUrl: config.publicUrl,
    now,
    holdCreated: () => metrics.holds.inc({ outcome: 'created' }),
  });
  await app.register(bookingsRoutes(bookings, config.publicUrl, now));
  await app.register(
    availabilityRoutes(createAvailabilityService(createAvailabilityRepository(db), now)),
  );
  const chatRealtime = createChatRealtime(app.io);
  const chat = createChatService({
    repository: createChatRepository(db),
    realtime: chatRealtime,
    now,
  });
  await app.register(chatRoutes(chat));
  app.io.on(
    'connection',
    chatSocketHandlers({
      service: chat,
      realtime: chatRealtime,
      presence: app.presence,
      now,
      log: app.log,
    }),
  );
  await app.register(reviewsRoutes(createReviewsService(createReviewsRepository(db), now)));
  await app.register(
    trainerDashboardRoutes(
      createTrainerDashboardService(createTrainerDashboardRepository(db), now),
    ),
  );
  await app.register(
    paymentsRoutes(payments, gateway.kind === 'sandbox' ? (gateway as SandboxGateway) : null),
  );
  await app.register(refundsRoutes(payments.refunds));
  const payoutsRepository = createPayoutsRepository(db);
  const payouts = createPayoutsService({
    repository: payoutsRepository,
    provider:
      config.payouts.kind === 'razorpayx'
        ? createRazorpayXPayouts({ ...config.payouts, hostUrl: options.razorpayxHostUrl })
        : manualPayouts,
    beneficiaryOf: beneficiaries(payoutsRepository.payeeContact, kyc.payoutBeneficiary),
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  await app.register(payoutsRoutes(payouts));
  await app.register(failedDeliveriesRoutes(createFailedDeliveriesService(outbox, now)));
  const jobs = [
    expireBookingHolds((expired) => metrics.holds.inc({ outcome: 'expired' }, expired)),
    deliverOutbox(delivery),
    pruneRateLimitCounters,
    pruneDeliveredOutbox,
    createWeeklyPayouts(config.payouts.kind, { sandboxPayments: paysOutSandbox(config) }),
    reconcilePayments(payments),
    sendPayouts(payouts),
    sendChatUnreadMails({ presence: app.presence, publicUrl: config.publicUrl }),
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

  const seo = createSeoService({
    discovery,
    publicUrl: config.publicUrl,
    now,
    reportError: (error) => app.log.error({ err: error }, 'public page data failed to load'),
  });
  await app.register(seoRoutes(seo, { pages: pageShell !== null }));

  return app;
}
