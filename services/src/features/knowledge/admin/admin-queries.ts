import { type Kysely, sql } from 'kysely';
import type {
  KnowledgeAdminList,
  KnowledgeAdminListQuery,
  KnowledgeAdminTaxonomy,
  KnowledgeAnalytics,
  KnowledgeAudit,
  KnowledgeStatus,
  KnowledgeTagRenamed,
} from 'shared-rules';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import { badRequest, notFound } from '../../../platform/http/problem';
import { NO_DOCUMENT, toKnowledgeSummary } from '../documents/document-queries';
import { auditKnowledge, type KnowledgeActor, knowledgeWrite } from '../documents/knowledge-writes';
import '../tables';

/** Every document for the editors, newest change first, with its votes. */
export async function listForEditors(db: Kysely<Database>, query: KnowledgeAdminListQuery): Promise<KnowledgeAdminList> {
  const page = query.page ?? FIRST_PAGE;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  let filtered = db.selectFrom('knowledgeDocuments');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.sourceType) filtered = filtered.where('sourceType', '=', query.sourceType);
  const text = query.text?.trim().toLowerCase();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([eb(sql`lower(title)`, 'like', pattern), eb('slug', 'like', pattern), eb('id', 'like', pattern)]),
    );
  }
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('updatedAt', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const votes =
    rows.length === 0
      ? []
      : await db
          .selectFrom('knowledgeRatings')
          .select([
            'documentId',
            sql<string>`count(*) filter (where helpful)`.as('helpful'),
            sql<string>`count(*) filter (where not helpful)`.as('notHelpful'),
          ])
          .where(
            'documentId',
            'in',
            rows.map((row) => row.id),
          )
          .groupBy('documentId')
          .execute();
  const votesOf = new Map(votes.map((vote) => [vote.documentId, vote]));
  return {
    data: rows.map((row) => ({
      ...toKnowledgeSummary(row),
      relatedDocumentIds: row.relatedDocumentIds,
      helpfulVotes: Number(votesOf.get(row.id)?.helpful ?? 0),
      notHelpfulVotes: Number(votesOf.get(row.id)?.notHelpful ?? 0),
    })),
    page,
    pageSize,
    total: Number(count.total),
  };
}

export async function auditOf(db: Kysely<Database>, documentId: string): Promise<KnowledgeAudit> {
  const exists = await db.selectFrom('knowledgeDocuments').select('id').where('id', '=', documentId).executeTakeFirst();
  const rows = await db
    .selectFrom('knowledgeDocumentAudit')
    .selectAll()
    .where('documentId', '=', documentId)
    .orderBy('id', 'desc')
    .execute();
  if (!exists && rows.length === 0) throw notFound(NO_DOCUMENT);
  return { data: rows.map((row) => ({ action: row.action, actorName: row.actorName, at: row.at.toISOString(), details: row.details })) };
}

/** Tags and audiences over every document, with how many are published. */
export async function taxonomyForEditors(db: Kysely<Database>): Promise<KnowledgeAdminTaxonomy> {
  const rows = await db.selectFrom('knowledgeDocuments').select(['tags', 'audiences', 'status']).execute();
  const count = (values: (row: (typeof rows)[number]) => string[]) => {
    const counts = new Map<string, { documents: number; published: number }>();
    for (const row of rows) {
      for (const value of new Set(values(row))) {
        const entry = counts.get(value) ?? { documents: 0, published: 0 };
        entry.documents += 1;
        if (row.status === 'published') entry.published += 1;
        counts.set(value, entry);
      }
    }
    return [...counts].sort(([a, first], [b, second]) => second.documents - first.documents || a.localeCompare(b));
  };
  return {
    data: {
      tags: count((row) => row.tags).map(([tag, entry]) => ({ tag, ...entry })),
      audiences: count((row) => (row.audiences.length === 0 ? ['everyone'] : row.audiences)).map(([audience, entry]) => ({
        audience,
        ...entry,
      })),
    },
  };
}

/** Renames a tag on every document that has it; a document that has both keeps one. */
export async function renameTag(
  db: Kysely<Database>,
  actor: KnowledgeActor,
  from: string,
  to: string,
): Promise<{ answer: KnowledgeTagRenamed; changed: Array<{ id: string; status: KnowledgeStatus }> }> {
  if (from === to) throw badRequest('same-tag', 'The new name is the tag’s name already.', 'body.to');
  return knowledgeWrite(db, async (trx) => {
    const rows = await trx.selectFrom('knowledgeDocuments').select(['id', 'tags', 'status']).where(sql<boolean>`tags ? ${from}`).execute();
    if (rows.length === 0) throw notFound(`No document has the tag ${from}.`);
    const merged =
      (await trx.selectFrom('knowledgeDocuments').select('id').where(sql<boolean>`tags ? ${to}`).limit(1).executeTakeFirst()) !== undefined;
    for (const row of rows) {
      const tags = [...new Set(row.tags.map((tag) => (tag === from ? to : tag)))];
      await trx
        .updateTable('knowledgeDocuments')
        .set({ tags: JSON.stringify(tags), updatedBy: actor.id })
        .where('id', '=', row.id)
        .execute();
      await auditKnowledge(trx, row.id, 'update', actor, { tagRenamed: { from, to } });
    }
    return { answer: { data: { documents: rows.length, merged } }, changed: rows.map((row) => ({ id: row.id, status: row.status })) };
  });
}

const DAY_MS = 86_400_000;
const MAX_PERIOD_DAYS = 366;
const TOP = 20;

function periodOf(from: string, to: string): { start: Date; end: Date; days: string[] } {
  const start = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(last.getTime()))
    throw badRequest('invalid-period', 'Give the period as two calendar days.', 'querystring.from');
  const length = Math.round((last.getTime() - start.getTime()) / DAY_MS) + 1;
  if (length < 1) throw badRequest('invalid-period', 'The period ends before it starts.', 'querystring.to');
  if (length > MAX_PERIOD_DAYS) throw badRequest('invalid-period', `A period is at most ${MAX_PERIOD_DAYS} days.`, 'querystring.to');
  const days = Array.from({ length }, (_, index) => new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10));
  return { start, end: new Date(last.getTime() + DAY_MS), days };
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);

/** What readers searched for over a period (UTC days) and how the documents were rated. */
export async function analytics(db: Kysely<Database>, from: string, to: string): Promise<KnowledgeAnalytics> {
  const { start, end, days } = periodOf(from, to);
  const searches = db.selectFrom('knowledgeSearches as s').where('s.searchedAt', '>=', start).where('s.searchedAt', '<', end);
  const clicked = sql<boolean>`exists (select 1 from knowledge_search_clicks c where c.search_id = s.id)`;
  const [byDay, byQuery, votes] = await Promise.all([
    searches
      .select([
        sql<string>`to_char(s.searched_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        sql<string>`count(*)`.as('searches'),
        sql<string>`count(*) filter (where s.result_count = 0)`.as('withoutResults'),
        sql<string>`count(*) filter (where ${clicked})`.as('withClick'),
      ])
      .groupBy('day')
      .execute(),
    searches
      .select([
        sql<string>`lower(s.query)`.as('query'),
        sql<string>`count(*)`.as('searches'),
        sql<string>`count(*) filter (where s.result_count = 0)`.as('withoutResults'),
        sql<string>`count(*) filter (where ${clicked})`.as('withClick'),
      ])
      .groupBy(sql`lower(s.query)`)
      .execute(),
    db
      .selectFrom('knowledgeRatings as r')
      .innerJoin('knowledgeDocuments as d', 'd.id', 'r.documentId')
      .select([
        'r.documentId',
        'd.title',
        sql<string>`count(*) filter (where r.helpful)`.as('helpful'),
        sql<string>`count(*) filter (where not r.helpful)`.as('notHelpful'),
      ])
      .where('r.ratedAt', '>=', start)
      .where('r.ratedAt', '<', end)
      .groupBy(['r.documentId', 'd.title'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('r.documentId')
      .limit(50)
      .execute(),
  ]);
  const dayCounts = new Map(byDay.map((row) => [row.day, row]));
  const searchesByDay = days.map((day) => ({
    day,
    searches: Number(dayCounts.get(day)?.searches ?? 0),
    withoutResults: Number(dayCounts.get(day)?.withoutResults ?? 0),
  }));
  const totalSearches = searchesByDay.reduce((sum, day) => sum + day.searches, 0);
  const totalWithout = searchesByDay.reduce((sum, day) => sum + day.withoutResults, 0);
  const totalClicked = byDay.reduce((sum, row) => sum + Number(row.withClick), 0);
  const queries = byQuery.map((row) => ({
    query: row.query,
    searches: Number(row.searches),
    withoutResults: Number(row.withoutResults),
    withClick: Number(row.withClick),
  }));
  const byFrequency = (a: (typeof queries)[number], b: (typeof queries)[number]) =>
    b.searches - a.searches || a.query.localeCompare(b.query);
  return {
    data: {
      searchesByDay,
      totals: {
        searches: totalSearches,
        withoutResults: totalWithout,
        searchesWithClick: totalClicked,
        clickThroughRate: rate(totalClicked, totalSearches),
      },
      topQueries: [...queries]
        .sort(byFrequency)
        .slice(0, TOP)
        .map((entry) => ({ query: entry.query, searches: entry.searches, clickThroughRate: rate(entry.withClick, entry.searches) })),
      queriesWithoutResults: queries
        .filter((entry) => entry.withoutResults > 0)
        .map((entry) => ({ query: entry.query, searches: entry.withoutResults }))
        .sort((a, b) => b.searches - a.searches || a.query.localeCompare(b.query))
        .slice(0, TOP),
      ratings: votes.map((row) => ({
        documentId: row.documentId,
        title: row.title,
        helpful: Number(row.helpful),
        notHelpful: Number(row.notHelpful),
      })),
    },
  };
}
