import { buildApp } from './app';
import { optionsFromEnv } from './config';
import { demoLoginLines, isDatabaseEmpty } from './demo/seed';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the portal's server on HOST:PORT and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const options = optionsFromEnv();
  const app = await buildApp(options);
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
