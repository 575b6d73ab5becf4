import fp from 'fastify-plugin';
import type { Kysely, KyselyPlugin } from 'kysely';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './connect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The typed query builder every feature uses. */
    db: Kysely<Database>;
    /** Which engine the data lives on, for logs and engine-specific SQL. */
    database: Pick<DatabaseHandle, 'engine' | 'description'>;
  }
}

export interface DatabasePluginOptions {
  database: DatabaseOptions;
  migrate: boolean;
  /** Added to `app.db` (not to migrations): the telemetry's query spans when traces are on. */
  queryPlugins?: readonly KyselyPlugin[];
}

/** Opens the database (migrating it when asked) and closes it when the app closes. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = await openDatabase(options.database);
    try {
      if (options.migrate) await migrateToLatest(handle.db as Kysely<unknown>);
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate(
      'db',
      (options.queryPlugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), handle.db),
    );
    app.decorate('database', { engine: handle.engine, description: handle.description });
    app.addHook('onClose', async () => {
      await handle.close();
    });
    app.log.info({ database: handle.description }, 'database ready');
  },
  { name: 'database' },
);
