import { type Kysely, sql } from 'kysely';
import type { ChatAdminConversationSummary, ChatAdminOverview } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import { containsPattern } from '../loans';
import { toConversationSummary } from './message-records';
import './tables';

type Db = Kysely<Database>;

/** Calendar days (UTC), inclusive at both ends. */
export interface ChatPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Every day of the period, in order (the chart shows days without questions as zero). */
function daysOf(period: ChatPeriod): string[] {
  const days: string[] = [];
  for (let at = startOf(period.from).getTime(); at <= startOf(period.to).getTime(); at += DAY_MS) days.push(dayOf(new Date(at)));
  return days;
}

/** The contract's default: the last 30 days, today included. */
export function periodOf(query: { from?: string; to?: string }, now: Date): ChatPeriod {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(startOf(to).getTime() - 29 * DAY_MS));
  return { from, to };
}

/** Days a period may span: a chart of more would be unreadable, and the query unbounded. */
export const MOST_PERIOD_DAYS = 366;
export const periodLength = (period: ChatPeriod) =>
  Math.round((startOf(period.to).getTime() - startOf(period.from).getTime()) / DAY_MS) + 1;

const LOAN_FACT_TOOLS = sql.join(['loan_status', 'loan_open_conditions', 'loan_missing_documents'].map((name) => sql.lit(name)));

/**
 * A reply that answered: it cites a document, carries an action other than the "I don't know"
 * reply's own (a ticket, the knowledge base's index), or states a loan fact a loan tool read.
 */
const RESOLVED = sql`(
  jsonb_array_length(coalesce(meta->'citations', '[]'::jsonb)) > 0
  or exists (select 1 from jsonb_array_elements(coalesce(meta->'actions', '[]'::jsonb)) act
             where act->>'type' <> 'CREATE_TICKET' and coalesce(act->>'routeName', '') <> 'knowledge')
  or exists (select 1 from jsonb_array_elements(coalesce(meta->'toolCalls', '[]'::jsonb)) tool
             where tool->>'name' in (${LOAN_FACT_TOOLS}) and (tool->>'ok')::boolean)
)`;

/**
 * Usage over the period, from `chat_audit` (which outlives deleted conversations) and the replies
 * it points at: each answered question's reply (greetings are no replies), its feedback, provider
 * fallback and latency.
 */
export async function chatOverview(db: Db, period: ChatPeriod): Promise<ChatAdminOverview['data']> {
  const from = startOf(period.from);
  const until = new Date(startOf(period.to).getTime() + DAY_MS);
  const [activity, replies, byDay] = await Promise.all([
    sql<{ conversations: string; questions: string; users: string; tickets: string }>`
      select count(*) filter (where action = 'conversation-created') as conversations,
             count(*) filter (where action = 'message-received') as questions,
             count(distinct actor_id) filter (where action = 'message-received') as users,
             count(*) filter (where action = 'ticket-created') as tickets
      from chat_audit where at >= ${from} and at < ${until}`.execute(db),
    sql<{ replies: string; resolved: string; up: string; down: string; fallbacks: string; median: number | null; slow: number | null }>`
      with answered as (
        select m.metadata as meta from chat_audit a join chat_messages m on m.id = a.message_id
        where a.action = 'message-answered' and a.at >= ${from} and a.at < ${until} and m.metadata is not null
      )
      select count(*) as replies,
             count(*) filter (where ${RESOLVED}) as resolved,
             count(*) filter (where meta->>'feedback' = 'up') as up,
             count(*) filter (where meta->>'feedback' = 'down') as down,
             count(*) filter (where (meta->>'fallback')::boolean) as fallbacks,
             percentile_cont(0.5) within group (order by (meta->>'latencyMs')::float8) as median,
             percentile_cont(0.95) within group (order by (meta->>'latencyMs')::float8) as slow
      from answered`.execute(db),
    sql<{ day: string; questions: string }>`
      select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as questions
      from chat_audit where action = 'message-received' and at >= ${from} and at < ${until}
      group by 1`.execute(db),
  ]);
  const [counts] = activity.rows;
  const [answered] = replies.rows;
  const perDay = new Map(byDay.rows.map((row) => [row.day, Number(row.questions)]));
  const replyCount = Number(answered.replies);
  return {
    ...period,
    conversations: Number(counts.conversations),
    questions: Number(counts.questions),
    users: Number(counts.users),
    resolutionRate: replyCount === 0 ? 0 : Number(answered.resolved) / replyCount,
    ticketsCreated: Number(counts.tickets),
    thumbsUp: Number(answered.up),
    thumbsDown: Number(answered.down),
    fallbacks: Number(answered.fallbacks),
    latencyMsP50: Math.round(Number(answered.median ?? 0)),
    latencyMsP95: Math.round(Number(answered.slow ?? 0)),
    questionsByDay: daysOf(period).map((day) => ({ day, questions: perDay.get(day) ?? 0 })),
  };
}

/** A page of every user's live conversations, newest first; `search` matches titles, messages and the owner. */
export async function listAllConversations(
  db: Db,
  { page, pageSize, search }: { page: number; pageSize: number; search?: string },
): Promise<{ data: ChatAdminConversationSummary[]; total: number }> {
  let all = db.selectFrom('chatConversations as c').innerJoin('users as u', 'u.id', 'c.ownerUserId').where('c.deletedAt', 'is', null);
  const text = search?.trim();
  if (text) {
    const pattern = containsPattern(text);
    all = all.where((eb) =>
      eb.or([
        eb('c.title', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('chatMessages as m')
            .select(sql.lit(1).as('one'))
            .whereRef('m.conversationId', '=', 'c.id')
            .where('m.content', 'ilike', pattern),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    all
      .select((eb) => [
        'c.id',
        'c.title',
        'c.createdAt',
        'c.updatedAt',
        'u.email',
        'u.firstName',
        'u.lastName',
        eb
          .selectFrom('chatMessages as m')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('m.conversationId', '=', 'c.id')
          .as('messageCount'),
        eb
          .selectFrom('chatMessages as m')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('m.conversationId', '=', 'c.id')
          .where(sql<boolean>`m.metadata->>'feedback' = 'down'`)
          .as('thumbsDown'),
        eb
          .selectFrom('chatMessages as m')
          .select('m.content')
          .whereRef('m.conversationId', '=', 'c.id')
          .orderBy('m.seq', 'desc')
          .limit(1)
          .as('lastMessage'),
      ])
      .orderBy('c.updatedAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    all.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({
      ...toConversationSummary({ ...row, messageCount: row.messageCount ?? 0, lastMessage: row.lastMessage ?? null }),
      ownerName: `${row.firstName} ${row.lastName}`.trim(),
      ownerEmail: row.email,
      thumbsDown: Number(row.thumbsDown ?? 0),
    })),
    total: Number(count.n),
  };
}

export interface ToolUsage {
  callsSince: number;
  lastCalledAt: Date | null;
}

/** How often each tool was called since `since` (from the replies' recorded tool calls), and when last. */
export async function toolUsage(db: Db, since: Date): Promise<Map<string, ToolUsage>> {
  const { rows } = await sql<{ name: string; calls: string; last: Date | string | null }>`
    select tool->>'name' as name, count(*) filter (where m.created_at >= ${since}) as calls, max(m.created_at) as last
    from chat_messages m cross join lateral jsonb_array_elements(coalesce(m.metadata->'toolCalls', '[]'::jsonb)) tool
    where m.role = 'assistant' and m.metadata is not null
    group by 1`.execute(db);
  return new Map(
    rows.map((row) => [row.name, { callsSince: Number(row.calls), lastCalledAt: row.last === null ? null : new Date(row.last) }]),
  );
}
