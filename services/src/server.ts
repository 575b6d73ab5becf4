import { buildApp } from './app';
import { optionsFromEnv } from './config';
import { demoLoginLines, isDatabaseEmpty } from './demo/seed';
import { startTraceExport } from './platform/telemetry/trace-export';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the portal's server on HOST:PORT and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const options = optionsFromEnv();
  // Before the app is built: its request hooks and query plugin are added only with a provider.
  const tracerProvider = startTraceExport(options.buildId ?? 'unknown');
  const app = await buildApp({ ...options, tracerProvider });
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      // Sends the spans still batched; a collector that is away costs the spans, not the clean exit.
      await tracerProvider?.shutdown().catch((error: unknown) => app.log.warn({ err: error }, 'could not send the last traces'));
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port, host });
  app.log.info({ database: app.database.description }, `portal services on http://${host}:${port} (API docs at /api/docs)`);
  if (!(await isDatabaseEmpty(app.db))) {
    const demo = await app.db.selectFrom('users').select('id').where('email', '=', 'admin@lender.test').executeTakeFirst();
    if (demo) console.log(demoLoginLines().join('\n'));
  } else {
    console.log('The database is empty: run `npm run seed -w services` for the demo lender and its users.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
