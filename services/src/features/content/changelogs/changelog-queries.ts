/**
 * The changelog tables: published notes with each one's unread flag for the caller, the years
 * and months that have notes, read marks, and the administrators' writes with their audit rows.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Changelog, ChangelogInput, ChangelogPeriods } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import './tables';

/**
 * The calendar day a note is published on, in UTC: a note dated today shows from midnight UTC
 * (early evening of the day before in the continental US).
 */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

const pad = (n: number) => String(n).padStart(2, '0');

/** `[from, to)` of a year, or of one month of it, as `yyyy-MM-dd`. */
function periodRange(year: number, month?: number): [string, string] {
  if (month === undefined) return [`${year}-01-01`, `${year + 1}-01-01`];
  return [`${year}-${pad(month)}-01`, month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`];
}

export interface ChangelogListOptions {
  userId: string;
  today: string;
  year?: number;
  month?: number;
  /** Only those the user has not read. */
  unread?: boolean;
  /** Inactive and future ones too (administrators). */
  all?: boolean;
}

function changelogSelect(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('changelogs as c')
    .leftJoin('changelogReads as r', (join) => join.onRef('r.changelogId', '=', 'c.id').on('r.userId', '=', userId))
    .select([
      'c.id',
      'c.title',
      'c.version',
      'c.content',
      'c.active',
      'c.updatedAt',
      sql<string>`to_char(c.start_date, 'YYYY-MM-DD')`.as('startDate'),
      sql<boolean>`(r.user_id is null)`.as('unread'),
    ]);
}

type ChangelogRow = {
  id: string;
  title: string;
  version: string;
  content: string;
  active: boolean;
  updatedAt: Date;
  startDate: string;
  unread: boolean;
};

const toChangelog = (row: ChangelogRow): Changelog => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** Published notes (active, started), newest first; with `all`, every note. */
export async function listChangelogs(db: Kysely<Database>, options: ChangelogListOptions): Promise<Changelog[]> {
  let query = changelogSelect(db, options.userId);
  if (!options.all) query = query.where('c.active', '=', true).where(sql`c.start_date`, '<=', sql`cast(${options.today} as date)`);
  if (options.year !== undefined) {
    const [from, to] = periodRange(options.year, options.month);
    query = query.where(sql`c.start_date`, '>=', sql`cast(${from} as date)`).where(sql`c.start_date`, '<', sql`cast(${to} as date)`);
  }
  if (options.unread) query = query.where('r.userId', 'is', null);
  const rows = await query.orderBy(sql`c.start_date`, 'desc').orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc').execute();
  return rows.map(toChangelog);
}

export async function findChangelog(db: Kysely<Database>, id: string, userId: string): Promise<Changelog | null> {
  const row = await changelogSelect(db, userId).where('c.id', '=', id).executeTakeFirst();
  return row ? toChangelog(row) : null;
}

/** The years (newest first) and their months (latest first) that have published notes. */
export async function changelogPeriods(db: Kysely<Database>, today: string): Promise<ChangelogPeriods> {
  const rows = await db
    .selectFrom('changelogs')
    .select([
      sql<number>`cast(extract(year from start_date) as integer)`.as('year'),
      sql<number>`cast(extract(month from start_date) as integer)`.as('month'),
    ])
    .distinct()
    .where('active', '=', true)
    .where(sql`start_date`, '<=', sql`cast(${today} as date)`)
    .execute();
  const byYear = new Map<number, number[]>();
  for (const { year, month } of rows) byYear.set(year, [...(byYear.get(year) ?? []), month]);
  return [...byYear.entries()].sort(([a], [b]) => b - a).map(([year, months]) => ({ year, months: months.sort((a, b) => b - a) }));
}

/** Marks the notes read for the user; ids already read or unknown are passed over. */
export async function markChangelogsRead(db: Kysely<Database>, userId: string, ids: string[], now: Date): Promise<void> {
  await db
    .insertInto('changelogReads')
    .columns(['userId', 'changelogId', 'readAt'])
    .expression((eb) =>
      eb
        .selectFrom('changelogs')
        .select([eb.val(userId).as('userId'), 'id', eb.val(now).as('readAt')])
        .where('id', 'in', ids),
    )
    .onConflict((oc) => oc.columns(['userId', 'changelogId']).doNothing())
    .execute();
}

export interface Editor {
  id: string;
  name: string;
}

const auditRow = (
  changelogId: string,
  action: 'create' | 'update' | 'delete',
  editor: Editor,
  now: Date,
  oldValue: unknown,
  newValue: unknown,
) => ({
  id: randomUUID(),
  changelogId,
  action,
  changedAt: now,
  changedBy: editor.id,
  changedByName: editor.name,
  oldValue: oldValue === null ? null : JSON.stringify(oldValue),
  newValue: newValue === null ? null : JSON.stringify(newValue),
});

async function inputOf(db: Kysely<Database>, id: string): Promise<ChangelogInput | null> {
  const row = await db
    .selectFrom('changelogs')
    .select(['title', 'version', 'content', 'active', sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('startDate')])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export async function createChangelog(db: Kysely<Database>, input: ChangelogInput, editor: Editor, now: Date): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('changelogs')
      .values({ id, ...input, createdAt: now, createdBy: editor.id, updatedAt: now, updatedBy: editor.id })
      .execute();
    await trx
      .insertInto('changelogAudit')
      .values(auditRow(id, 'create', editor, now, null, input))
      .execute();
  });
  return id;
}

/** False when there is no such changelog. */
export async function updateChangelog(
  db: Kysely<Database>,
  id: string,
  input: ChangelogInput,
  editor: Editor,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await inputOf(trx, id);
    if (!before) return false;
    await trx
      .updateTable('changelogs')
      .set({ ...input, updatedAt: now, updatedBy: editor.id })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('changelogAudit')
      .values(auditRow(id, 'update', editor, now, before, input))
      .execute();
    return true;
  });
}

/** False when there is no such changelog. Its read marks go with it; its audit stays. */
export async function deleteChangelog(db: Kysely<Database>, id: string, editor: Editor, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await inputOf(trx, id);
    if (!before) return false;
    await trx.deleteFrom('changelogs').where('id', '=', id).execute();
    await trx
      .insertInto('changelogAudit')
      .values(auditRow(id, 'delete', editor, now, before, null))
      .execute();
    return true;
  });
}
