import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { newControlToken, removeControlFile, writeControlFile } from './control/control-file.ts';
import { alignHoldClock } from './db/hold-clock.ts';
import { DEFAULT_IMAGE_DIR } from './db/image.ts';
import { prepareDatabase } from './db/prepare.ts';
import { choosePaymentProvider, ProviderSettingsError } from './features/payments/providers.ts';
import { isLoopbackHost } from './lib/shop-links.ts';
import { MediaSettingsError, mediaStoreFromEnv } from './modules/media/index.ts';
import { WalletSettingsError, walletSettingsFromEnv } from './modules/wallet/index.ts';
import {
  databaseTargetOf,
  holdClockOffset,
  readSettings,
  SettingsError,
  seedsDemo,
  serverClock,
} from './settings.ts';

const defaultWebDist = join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** The staff app's build, served under /admin/ beside the web app's (issue 25). */
const defaultAdminDist = join(dirname(fileURLToPath(import.meta.url)), '../../admin/dist');

async function main() {
  const settings = readSettings();
  const seedDemo = seedsDemo(settings);
  const clock = serverClock(settings);
  const holdOffset = holdClockOffset(settings);
  // Checked before anything is touched: a shop online must not hand out orders without money.
  const payment = choosePaymentProvider({
    provider: settings.PAYMENT_PROVIDER,
    servedForReal: !isLoopbackHost(settings.HOST) || settings.DATABASE_URL !== undefined,
    publicUrl: settings.PUBLIC_URL,
    env: process.env,
  });
  const mediaStore = mediaStoreFromEnv();
  // The wallets' certificates are read and checked now: a partial set stops the start.
  const wallets = walletSettingsFromEnv();
  // The database opens while the app's modules load: PGlite reads its files and compiles its
  // WebAssembly off the main thread in the meantime (about 0.15 s of a restart).
  const preparing = prepareDatabase({
    target: databaseTargetOf(settings),
    seedDemo,
    now: clock(),
    imageDir: DEFAULT_IMAGE_DIR,
  });
  const loadingApp = import('./app.ts');
  // All are awaited together, so a failure of any one is not left unhandled.
  const [{ database, seeded, hasShop, imageError }, { buildApp, loggerOptions }, makeProvider] =
    await Promise.all([preparing, loadingApp, payment.load()]);
  // Holds lapse by the database's clock; with CLOCK_START it moves with the server's (decision 0016).
  await alignHoldClock(database.db, holdOffset);
  const target = databaseTargetOf(settings);
  // Embedded PGlite has one user: commands such as staff:create ask this process instead.
  const controlDir = target.kind === 'pglite' ? target.dataDir : null;
  const control = controlDir ? { token: newControlToken() } : undefined;
  const app = await buildApp({
    ...(control ? { control } : {}),
    ...(mediaStore ? { mediaStore } : {}),
    wallets,
    database,
    clock,
    webDistDir: resolve(settings.WEB_DIST_DIR ?? defaultWebDist),
    adminDistDir: defaultAdminDist,
    logger: loggerOptions(settings.LOG_LEVEL),
    mail: {
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM,
      requireTls: settings.SMTP_REQUIRE_TLS === 'true',
    },
    publicUrl: settings.PUBLIC_URL,
    localUrl: `http://localhost:${settings.PORT}`,
    mailRetentionDays: settings.MAIL_RETENTION_DAYS,
    paymentProvider: (db) => makeProvider(db, { baseUrl: undefined, clock }),
    catalogCacheMs: settings.CATALOG_CACHE_MS,
    trustProxy: settings.TRUST_PROXY,
    jobs: { leaseSeconds: settings.JOB_LEASE_SECONDS },
    checkout: {
      holdMs: settings.CHECKOUT_HOLD_MINUTES * 60_000,
      limits: {
        placesPerSlot: settings.CART_MAX_PLACES_PER_SLOT,
        places: settings.CART_MAX_PLACES,
        total: settings.CART_MAX_TOTAL_CENTS,
      },
    },
  });
  if (payment.warning) app.log.warn(payment.warning);
  if (seeded) app.log.info('seeded the demo museum into the empty database');
  if (!hasShop)
    app.log.warn(
      'the database has no shop yet: make it and its owner with `npm run staff:create -- --email you@museum.example --lang de`, then set it up in /admin (or set SEED_DEMO=true for the demo museum)',
    );
  if (imageError)
    app.log.warn(
      { err: imageError },
      'could not prepare the database image; this data folder was made without it',
    );
  if (!settings.PUBLIC_URL && !isLoopbackHost(settings.HOST))
    app.log.warn(
      'PUBLIC_URL is not set: password-reset links may only lead to this machine, so visitors elsewhere cannot reset a password. Set PUBLIC_URL to the shop’s public address.',
    );

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    if (controlDir) removeControlFile(controlDir);
    await app.close();
  });

  await app.listen({ port: settings.PORT, host: settings.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  if (controlDir && control) {
    const loopback = settings.HOST === '::1' ? '[::1]' : '127.0.0.1';
    writeControlFile(controlDir, {
      pid: process.pid,
      url: `http://${loopback}:${port}`,
      token: control.token,
    });
  }
  const host = settings.HOST === '127.0.0.1' || settings.HOST === '0.0.0.0' ? 'localhost' : settings.HOST;
  console.log(`Museum shop ready at http://${host}:${port}/ (API under /api, docs at /api/docs)`);
}

main().catch((error: unknown) => {
  if (
    error instanceof SettingsError ||
    error instanceof ProviderSettingsError ||
    error instanceof MediaSettingsError ||
    error instanceof WalletSettingsError
  ) {
    console.error(error.message);
  } else {
    console.error('The museum shop could not start:', error);
  }
  process.exit(1);
});
