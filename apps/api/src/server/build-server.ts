import { randomUUID } from 'node:crypto';
import { installReadableErrors } from '@finboard/contracts';
import type { Database } from '@finboard/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config/env';
import { answerFrameworkError, errorHandlerPlugin } from '../errors/error-handler';
import { AdvisorViewAudit, registerAdvisorViewAudit } from '../access/advisor-view-audit';
import { authRoutes } from '../modules/auth/auth.routes';
import { twoFactorRoutes } from '../modules/auth/two-factor.routes';
import { passkeyRoutes } from '../modules/auth/passkeys.routes';
import { createBetterAuth } from '../modules/auth/better-auth';
import { oauthCallbackRoutes } from '../modules/auth/oauth-callback.routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../modules/demo/demo-accounts';
import { seedDemoDataIfEmpty } from '../modules/demo/demo-data.service';
import { devMailboxRoutes } from '../modules/mail/dev-mailbox.routes';
import { createMailService } from '../modules/mail/mail.service';
import { sessionRoutes } from '../modules/session/session.routes';
import { filesRoutes } from '../modules/files/files.routes';
import { onboardingRoutes } from '../modules/onboarding/onboarding.routes';
import { profileImagesRoutes } from '../modules/profile/profile-images.routes';
import { profileRoutes } from '../modules/profile/profile.routes';
import { createFileStorage } from '../providers/storage/create-file-storage';
import type { AggregationProvider, SandboxControls } from '../providers/aggregation/aggregation-provider';
import { createAggregationProvider } from '../providers/aggregation/create-aggregation-provider';
import { balanceSheetRoutes } from '../modules/balance-sheet/balance-sheet.routes';
import { cashFlowRoutes } from '../modules/cash-flow/cash-flow.routes';
import { netWorthRoutes } from '../modules/net-worth/net-worth.routes';
import { investmentsRoutes } from '../modules/investments/investments.routes';
import { findReferencePrice } from '../modules/investments/market-candles.repository';
import { createMarketDataProvider } from '../providers/market-data/create-market-data-provider';
import type { MarketDataProvider } from '../providers/market-data/market-data-provider';
import { incomeRoutes } from '../modules/income/income.routes';
import { estateRoutes } from '../modules/estate/estate.routes';
import { institutionsRoutes } from '../modules/institutions/institutions.routes';
import { sandboxLinkRoutes } from '../modules/institutions/sandbox-link.routes';
import type { SyncDeps } from '../modules/institutions/sync.service';
import { webhookRoutes } from '../modules/institutions/webhook.routes';
import { institutionSyncJob } from '../modules/institutions/institution-sync.job';
import { dailyRefreshJob, dailyRefreshSchedule } from '../modules/institutions/daily-refresh.job';
import { manualAccountsRoutes } from '../modules/manual-accounts/manual-accounts.routes';
import { importsRoutes } from '../modules/imports/imports.routes';
import { scenariosRoutes } from '../modules/scenarios/scenarios.routes';
import { connectionsRoutes } from '../modules/connections/connections.routes';
import { shareRequestsRoutes } from '../modules/connections/share-requests.routes';
import { householdRoutes } from '../modules/household/household.routes';
import { invitationsRoutes } from '../modules/invitations/invitations.routes';
import { dashboardFiguresCache } from '../modules/workspace/dashboard.service';
import { workspaceRoutes } from '../modules/workspace/workspace.routes';
import { createTelephonyProvider } from '../providers/telephony/create-telephony-provider';
import { directoryRoutes } from '../modules/directory/directory.routes';
import type { ListedAdvisorsPage } from '../modules/directory/directory.service';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { NOTIFICATION_CHANNEL } from '../modules/notifications/live/notification-channel';
import { NotificationHub } from '../modules/notifications/live/notification-hub';
import { notificationStreamRoutes } from '../modules/notifications/live/notification-stream.routes';
import { alertsRoutes } from '../modules/notifications/delivery/alerts.routes';
import { notificationEmailJob } from '../modules/notifications/delivery/notification-email.job';
import { notificationSmsJob } from '../modules/notifications/delivery/notification-sms.job';
import { matchTransfersJob } from '../modules/cash-flow/transfer-matching.job';
import { createSmsService } from '../modules/sms/sms.service';
import { createSmsSender } from '../providers/sms/create-sms-sender';
import type { SmsSender } from '../providers/sms/sms-sender';
import { DEFAULT_RUNNER_OPTIONS, JobRunner } from '../jobs/job-runner';
import type { EventDelivery } from '../events/event-delivery';
import { eventSweepJob, eventSweepSchedule } from '../events/event-sweep.job';
import type { MailService } from '../modules/mail/mail.service';
import { placeUnplacedAdvisors } from '../modules/directory/advisor-places.service';
import type { FileStorage } from '../providers/storage/file-storage';
import { createMailer } from '../providers/mail/create-mailer';
import { type BillingProviderChoice, createBillingProvider } from '../providers/billing/create-billing-provider';
import type { BillingDeps } from '../modules/billing/billing-deps';
import { billingRoutes } from '../modules/billing/billing.routes';
import { billingWebhookRoutes, sandboxCardRoutes } from '../modules/billing/billing-webhook.routes';
import { handleBillingWebhook } from '../modules/billing/billing-webhook.service';
import { billingEventJob } from '../modules/billing/billing-event.job';
import { connectionBillingJob } from '../modules/billing/connection-usage.job';
import { sandboxClockJob, sandboxClockSchedule } from '../modules/billing/sandbox-clock.job';
import type { Mailer } from '../providers/mail/mailer';
import { reportsRoutes } from '../modules/reports/reports.routes';
import { allReportsJob, purgeReportsJob, purgeReportsSchedule } from '../modules/reports/all-reports.job';
import { mrrSnapshotJob, mrrSnapshotSchedule } from '../modules/admin/mrr-snapshot.job';
import type { ReportDeps } from '../modules/reports/report-deps';
import { adminRoutes } from '../modules/admin/admin.routes';
import { supportRoutes } from '../modules/support/support.routes';
import { portabilityRoutes } from '../modules/portability/portability.routes';
import { accountExportJob, purgeExportsJob, purgeExportsSchedule } from '../modules/portability/account-export.job';
import { purgeKeptRecordsJob, purgeKeptRecordsSchedule } from '../modules/portability/kept-records.job';
import { cancelSubscriptionJob, deleteCustomerJob, notifyAdvisorJob, removeFilesJob, revokeItemJob } from '../modules/portability/deletion-follow-ups.job';
import { isStripeTestKey, setProductTimeZone } from '@finboard/domain';
import { accessPolicyPlugin } from './plugins/access-policy';
import { healthPlugin } from './plugins/health';
import { readRoutingPlugin } from './plugins/read-routing';
import { loggerOptions } from './observability/logger-options';
import { authRateLimitPlugin } from './plugins/auth-rate-limit';
import { openApiPlugin } from './plugins/openapi';
import { requestGuardPlugin } from './plugins/request-guard';
import { securityHeadersPlugin } from './plugins/security-headers';
import { billingCsp } from '../providers/billing/stripe/stripe-js-csp';
import { sessionPlugin } from './plugins/session';
import { webAppPlugin } from './plugins/web-app';
import { productToday } from '../platform/clock';
import { registerDomainEvents } from './domain-events';
import { SessionCache } from './session-cache';
import { ReuseCache } from '../platform/reuse-cache';
import { shareSessionRevocations } from './session-revocations';
import { findWebDist } from './web-dist';

export interface ServerOptions {
  config: Config;
  database: Database;
  /** Tests pass a mailer of their own; otherwise the config chooses. */
  mailer?: Mailer;
  /** Tests may pass an SMS sender of their own; otherwise the config chooses (Twilio, or the outbox only). */
  sms?: SmsSender;
  /** Tests may pass their own storage; otherwise the config chooses (local folder or S3). */
  storage?: FileStorage;
  /** Tests may pass their own aggregation provider (a frozen-clock sandbox); otherwise the config chooses. */
  aggregation?: { provider: AggregationProvider; sandbox: SandboxControls | null };
  /** Tests may pass their own market data (a failing one); otherwise MARKET_DATA_PROVIDER's. */
  marketData?: MarketDataProvider;
  /**
   * Tests may make their own billing provider (a sandbox with a clock they move, Stripe pointed at a
   * fake); it gets the function that delivers the sandbox's signed events to the webhook handling.
   */
  billing?: (services: { db: Database['db']; deliverEvent: (rawBody: string, signatureHeader: string) => Promise<void> }) => BillingProviderChoice;
  logger?: boolean;
  /** Tests may read the log lines (JSON, one a line); otherwise standard output. */
  logStream?: { write(line: string): void };
  /** Tests may pass their own clock for the connections' decisions (an ask declined 29 or 31 days ago); otherwise the machine's. */
  now?: () => Date;
}

const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Live notifications: this instance's open streams, fed by the channel all instances listen on.
 * Streams end before the server closes (browsers reconnect elsewhere), the listener after.
 */
async function registerLiveNotifications(app: FastifyInstance, database: Database, sessions: SessionCache): Promise<void> {
  const logError = (message: string) => (error: unknown) => app.log.error({ err: error }, message);
  const hub = new NotificationHub(database.db, logError('live notification delivery failed'));
  // A session ended anywhere (sign-out, reset, password change, suspension) ends its streams here.
  sessions.onRevocation((revocation) => hub.revoke(revocation));
  const listener = await database.listen(NOTIFICATION_CHANNEL, {
    onPayload: (payload) => hub.signal(payload),
    onGap: () => hub.resyncAll(),
    onError: logError('the notification channel was lost; listening again'),
  });
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });
  app.addHook('onClose', () => listener.close());
  await app.register(notificationStreamRoutes, { deps: { db: database.db, hub, onError: logError('a notification stream failed') } });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's background job runner (tests run its queue by hand with drain()). */
    jobs: JobRunner;
  }
}

/** The background jobs (pg-boss): opened with the server, started when RUN_JOBS (not in tests), stopped before the database closes. */
function registerJobs(
  app: FastifyInstance,
  config: Config,
  database: Database,
  deps: { mail: MailService; smsSender: SmsSender; syncDeps: SyncDeps; billing: BillingDeps; reports: ReportDeps; events: EventDelivery; storage: FileStorage },
): void {
  const { mail, smsSender, syncDeps, billing, reports, events, storage } = deps;
  const runner = new JobRunner(database, { ...DEFAULT_RUNNER_OPTIONS, onError: (error, job) => app.log.error({ err: error, job }, 'background job failed') });
  const { db } = database;
  runner.register(notificationEmailJob({ db, mail, productName: config.productName, publicUrl: config.publicUrl, authSecret: config.authSecret }));
  runner.register(notificationSmsJob({ db, sms: createSmsService(db, smsSender), productName: config.productName, publicUrl: config.publicUrl }));
  runner.register(institutionSyncJob(syncDeps)).register(dailyRefreshJob(syncDeps)).schedule(dailyRefreshSchedule(productToday));
  runner.register(matchTransfersJob({ db }));
  runner.register(billingEventJob(billing)).register(connectionBillingJob(billing));
  if (billing.sandbox) runner.register(sandboxClockJob(billing.sandbox)).schedule(sandboxClockSchedule());
  runner.register(allReportsJob(reports)).register(purgeReportsJob(reports)).schedule(purgeReportsSchedule());
  runner.register(mrrSnapshotJob({ db })).schedule(mrrSnapshotSchedule(productToday));
  runner.register(eventSweepJob({ db, delivery: events })).schedule(eventSweepSchedule());
  const portability = { db, storage, now: () => new Date() };
  runner.register(accountExportJob(portability)).register(purgeExportsJob(portability)).schedule(purgeExportsSchedule());
  runner.register(purgeKeptRecordsJob(portability)).schedule(purgeKeptRecordsSchedule());
  runner.register(revokeItemJob({ provider: syncDeps.provider, tokenKey: syncDeps.tokenKey })).register(removeFilesJob({ storage }));
  runner
    .register(cancelSubscriptionJob({ provider: billing.provider }))
    .register(deleteCustomerJob({ provider: billing.provider }))
    .register(notifyAdvisorJob({ db, mail, productName: config.productName }));
  app.decorate('jobs', runner);
  // Every instance installs the queues it sends to; only RUN_JOBS ones work them.
  app.addHook('onReady', () => (config.runJobs ? runner.start() : runner.open()));
  app.addHook('onClose', () => runner.stop());
}

export async function buildServer({
  config,
  database,
  mailer,
  sms,
  storage,
  aggregation,
  marketData,
  billing,
  logger = true,
  logStream,
  now = () => new Date(),
}: ServerOptions): Promise<FastifyInstance> {
  // Every date and time the server writes (CSV, Excel, PDF, emails) and every product day it counts is in this zone.
  setProductTimeZone(config.productTimeZone);
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Closing (main.ts on SIGTERM): idle keep-alive connections are closed at once, requests already
    // on a connection are still routed (answered with Connection: close), so /readyz says 503
    // not-ready itself and in-flight work finishes.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
  });
  // Schema failures answer sentences naming the field ('First name can be at most 100 characters'),
  // never zod's own text; a schema's custom message (the spec's words) still wins. Process-wide.
  installReadableErrors();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // text/plain bodies would otherwise reach handlers: only JSON (and Apple's form post) is accepted.
  app.removeContentTypeParser('text/plain');

  const { db } = database;
  // Before anything can write: every write's events are delivered by this server's reactions.
  const events = registerDomainEvents(app, db);
  const mail = createMailService(db, mailer ?? createMailer(config), app.log);
  const connectionDeps = { db, productName: config.productName, now };
  const auth = createBetterAuth(config, db, mail, connectionDeps);
  const fileDeps = { db, storage: storage ?? createFileStorage(config) };
  const { provider, sandbox } = aggregation ?? createAggregationProvider({ provider: config.aggregationProvider, plaid: config.plaid });
  const syncDeps: SyncDeps = {
    db,
    provider,
    tokenKey: config.tokenEncryptionKey,
    today: () => productToday(),
    webhookUrl: `${config.publicUrl}/api/webhooks/aggregation`,
  };

  // The sandbox hands its signed events to the webhook's own handling, which needs these deps: bound late.
  let billingDeps: BillingDeps | null = null;
  const deliverBillingEvent = async (rawBody: string, signatureHeader: string) => {
    if (!billingDeps) throw new Error('billing is not ready');
    await handleBillingWebhook(billingDeps, rawBody, signatureHeader);
  };
  const billingChoice =
    billing?.({ db, deliverEvent: deliverBillingEvent }) ??
    (await createBillingProvider({
      settings: config.billing,
      db,
      publicUrl: config.publicUrl,
      productName: config.productName,
      deliverEvent: deliverBillingEvent,
    }));
  billingDeps = { db, provider: billingChoice.provider, sandbox: billingChoice.sandbox, trialDays: config.billing.trialDays, now: () => new Date() };

  const audit = new AdvisorViewAudit(db, (error) => app.log.error({ err: error }, 'advisor view audit write failed'));
  registerAdvisorViewAudit(db, audit);
  app.addHook('onClose', () => audit.flush());

  await app.register(errorHandlerPlugin);
  await app.register(healthPlugin, { db, replicas: () => database.reads.status() });
  await app.register(securityHeadersPlugin, {
    videoOrigin: config.welcomeVideoUrl ? new URL(config.welcomeVideoUrl).origin : null,
    billing: billingCsp(billingChoice.provider.kind),
  });
  await app.register(requestGuardPlugin, { publicUrl: config.publicUrl });
  await app.register(authRateLimitPlugin, { db, redisUrl: config.redisUrl });
  await app.register(openApiPlugin, { productName: config.productName });
  const sessionCache = new SessionCache(config.sessionCacheSeconds * 1000);
  await shareSessionRevocations(app, database, sessionCache);
  await app.register(sessionPlugin, { auth, cache: sessionCache });
  // After the session (a write's mark is kept under its user too); before every route that asks for readDb.
  await app.register(readRoutingPlugin, { reads: database.reads, secureCookies: config.publicUrl.startsWith('https://') });
  // After the session (it reads the actor), before every route (it checks each one has a policy).
  await app.register(accessPolicyPlugin, { db, twoFactorRequiredFor: config.twoFactorRequiredFor });

  const throttle = { db, secret: config.authSecret, now: () => new Date(), secureCookies: config.publicUrl.startsWith('https://') };
  const authDeps = {
    db,
    auth,
    throttle,
    connections: connectionDeps,
    linkKey: config.registrationLinkKey,
    registrationMail: { mail, productName: config.productName, publicUrl: config.publicUrl, authMailMaxPerHour: config.authMailMaxPerHour },
  };
  await app.register(authRoutes, { deps: authDeps, config });
  await app.register(twoFactorRoutes, { deps: authDeps, config });
  await app.register(passkeyRoutes, { deps: authDeps, config });
  await app.register(oauthCallbackRoutes, { auth, config });
  await app.register(sessionRoutes, {
    db,
    welcomeVideoUrl: config.welcomeVideoUrl,
    twoFactorRequiredFor: config.twoFactorRequiredFor,
    productTimeZone: config.productTimeZone,
  });
  await app.register(profileRoutes, { deps: fileDeps });
  await app.register(profileImagesRoutes, { deps: fileDeps, maxBytes: config.uploadMaxBytes });
  await app.register(filesRoutes, { deps: fileDeps });
  await app.register(onboardingRoutes, { db });
  await app.register(institutionsRoutes, { deps: syncDeps });
  await app.register(sandboxLinkRoutes, { deps: syncDeps, sandbox });
  await app.register(webhookRoutes, { deps: syncDeps });
  await app.register(manualAccountsRoutes, { deps: { db, today: syncDeps.today } });
  await app.register(importsRoutes, { deps: { db, today: syncDeps.today } });
  await app.register(balanceSheetRoutes, { db });
  await app.register(incomeRoutes, { db });
  await app.register(estateRoutes, { db });
  await app.register(cashFlowRoutes, { deps: { db, today: syncDeps.today } });
  await app.register(netWorthRoutes, { deps: { db, today: syncDeps.today } });
  const market =
    marketData ??
    createMarketDataProvider({
      source: config.marketDataProvider,
      timeoutMs: config.marketDataTimeoutMs,
      log: app.log,
      referencePrice: (symbol) => findReferencePrice(db, symbol),
    });
  await app.register(investmentsRoutes, { deps: { db, marketData: market, now: () => new Date() } });
  const reportDeps: ReportDeps = {
    db,
    storage: fileDeps.storage,
    marketData: market,
    today: syncDeps.today,
    now: () => new Date(),
    productName: config.productName,
    linkTtlMs: config.reportLinkTtlMs,
  };
  await app.register(reportsRoutes, { deps: reportDeps });
  await app.register(scenariosRoutes, { deps: { ...fileDeps, today: syncDeps.today }, maxBytes: config.uploadMaxBytes });
  await app.register(connectionsRoutes, { deps: connectionDeps });
  await app.register(shareRequestsRoutes, { deps: connectionDeps });
  const invitationDeps = {
    db,
    mail,
    publicUrl: config.publicUrl,
    productName: config.productName,
    invitationTtlMs: config.invitationTtlMs,
    invitationMaxPerDay: config.invitationMaxPerDay,
    now: () => new Date(),
  };
  await app.register(invitationsRoutes, { deps: invitationDeps });
  await app.register(householdRoutes, { deps: invitationDeps });
  // Shared with the admin actions: a suspension clears this instance's searches at once.
  const directorySearches = new ReuseCache<ListedAdvisorsPage>(config.directoryCacheSeconds * 1000);
  await app.register(directoryRoutes, { db, rateLimit: config.directoryRateLimit, searches: directorySearches });
  await app.register(workspaceRoutes, {
    deps: {
      ...invitationDeps,
      figures: dashboardFiguresCache(config.dashboardCacheSeconds),
      linkKey: config.registrationLinkKey,
      telephony: await createTelephonyProvider(config),
    },
  });
  await app.register(notificationsRoutes, { deps: { db, now: () => new Date() } });
  await registerLiveNotifications(app, database, sessionCache);
  await app.register(alertsRoutes, { db, authSecret: config.authSecret });
  await app.register(billingRoutes, { deps: billingDeps });
  await app.register(billingWebhookRoutes, { deps: billingDeps });
  await app.register(sandboxCardRoutes, { deps: billingDeps });
  const stripe = config.billing.stripe;
  const adminBilling = {
    provider: billingChoice.sandbox ? ('sandbox' as const) : ('stripe' as const),
    stripeTestMode: stripe ? isStripeTestKey(stripe.secretKey) : false,
  };
  await app.register(adminRoutes, {
    deps: { db, auth, mail, sessions: sessionCache, directorySearches, billing: adminBilling, now: () => new Date(), today: syncDeps.today },
  });
  await app.register(supportRoutes, { deps: { mail, supportEmail: config.supportEmail, productName: config.productName }, rateLimit: config.supportRateLimit });
  await app.register(portabilityRoutes, {
    deps: { db, storage: fileDeps.storage, productName: config.productName, now: () => new Date() },
    rateLimit: config.authRateLimit,
  });
  registerJobs(app, config, database, {
    mail,
    smsSender: sms ?? (await createSmsSender(config)),
    syncDeps,
    billing: billingDeps,
    reports: reportDeps,
    events,
    storage: fileDeps.storage,
  });
  if (!config.isProduction) await app.register(devMailboxRoutes, { db });

  if (config.demoData) {
    // Seeding queues work (alerts, syncs): pg-boss's tables and queues must be there before onReady's.
    await app.jobs.open();
    const created = await seedDemoDataIfEmpty(
      {
        db,
        auth,
        storage: fileDeps.storage,
        aggregation: { deps: syncDeps, sandbox },
        billing: { deps: billingDeps, sandboxAt: billingChoice.sandboxAt },
        productName: config.productName,
      },
      productToday(),
    );
    const who = DEMO_ACCOUNTS.map((account) => `${account.role} ${account.email}`).join(', ');
    app.log.info(`${created ? 'Created demo data' : 'Demo data'}: sign in as ${who} with password ${DEMO_PASSWORD}`);
  }

  // Advisors saved with a ZIP code before the directory placed anyone (and the demo's) get their coordinates.
  await placeUnplacedAdvisors(db);

  const webDist = findWebDist(config.webDistDir);
  if (webDist) await app.register(webAppPlugin, { root: webDist });
  return app;
}
