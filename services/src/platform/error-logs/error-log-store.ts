import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';
import type { ErrorLogEntry, ErrorLogKind, ErrorLogListQuery, ErrorLogSource } from 'shared-rules';
import type { Database } from '../db/schema';
import { pathOnly, scrubSecrets } from './scrub';

/** The error log (migration 0021), merged into the core's `Database`. */
declare module '../db/schema' {
  interface Database {
    errorLogs: ErrorLogTable;
  }
}

export interface ErrorLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
  source: ErrorLogSource;
  kind: ErrorLogKind;
  message: string;
  stack: string | null;
  route: string;
  requestId: string | null;
  statusCode: number | null;
  buildId: string;
  remote: string | null;
  userId: string | null;
}

export interface NewErrorLog {
  source: ErrorLogSource;
  kind: ErrorLogKind;
  message: string;
  stack?: string | null;
  route: string;
  requestId?: string | null;
  statusCode?: number | null;
  buildId: string;
  remote?: string | null;
  userId: string | null;
}

const MESSAGE_LENGTH = 2000;
const STACK_LENGTH = 20_000;

/** Records one error, its texts scrubbed of secrets and its route without a query. */
export async function recordError(db: Kysely<Database>, entry: NewErrorLog): Promise<number> {
  const row = await db
    .insertInto('errorLogs')
    .values({
      source: entry.source,
      kind: entry.kind,
      message: scrubSecrets(entry.message).slice(0, MESSAGE_LENGTH),
      stack: entry.stack ? scrubSecrets(entry.stack).slice(0, STACK_LENGTH) : null,
      route: pathOnly(entry.route).slice(0, 500),
      requestId: entry.requestId ?? null,
      statusCode: entry.statusCode ?? null,
      buildId: entry.buildId.slice(0, 100),
      remote: entry.remote ?? null,
      userId: entry.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A page of the log, newest first, filtered; each entry names its user. */
export async function listErrors(db: Kysely<Database>, query: ErrorLogListQuery & { page: number; pageSize: number }) {
  let filtered = db.selectFrom('errorLogs').leftJoin('users', 'users.id', 'errorLogs.userId');
  if (query.source) filtered = filtered.where('errorLogs.source', '=', query.source);
  if (query.kind) filtered = filtered.where('errorLogs.kind', '=', query.kind);
  if (query.from) filtered = filtered.where('errorLogs.at', '>=', new Date(`${query.from}T00:00:00.000Z`));
  if (query.to) filtered = filtered.where('errorLogs.at', '<', new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000));
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb('errorLogs.message', 'ilike', pattern),
        eb('errorLogs.route', 'ilike', pattern),
        eb('errorLogs.requestId', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    filtered
      .select([
        'errorLogs.id',
        'errorLogs.at',
        'errorLogs.source',
        'errorLogs.kind',
        'errorLogs.message',
        'errorLogs.stack',
        'errorLogs.route',
        'errorLogs.requestId',
        'errorLogs.statusCode',
        'errorLogs.buildId',
        'errorLogs.remote',
        'errorLogs.userId',
        'users.firstName',
        'users.lastName',
        'users.email',
      ])
      .orderBy('errorLogs.at', 'desc')
      .orderBy('errorLogs.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const data: ErrorLogEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    source: row.source,
    kind: row.kind,
    message: row.message,
    stack: row.stack,
    route: row.route,
    requestId: row.requestId,
    statusCode: row.statusCode,
    buildId: row.buildId,
    remote: row.remote,
    user:
      row.userId && row.email ? { id: row.userId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), email: row.email } : null,
  }));
  return { data, total: Number(count.total) };
}
