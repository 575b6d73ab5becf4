import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AuditTrailPage } from 'shared-rules';
import { AUDIT_RETENTION_JOB } from '../../src/platform/audit/retention/retention-schedule';
import { sweepExpiredAuditRecords } from '../../src/platform/audit/retention/retention-sweep';
import { recurringKey } from '../../src/platform/jobs/job-runner';
import { type ClaimedJob, claimJobByKey, releaseJob } from '../../src/platform/jobs/job-store';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { setSetting } from './change-setting';

let database: TestDatabase;
let app: FastifyInstance;
let admin: { authorization: string };
const ALEX = 'usr-admin-alex';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase('audit-retention');
  app = await buildTestApp(database);
  admin = bearer(await login(app, 'admin@lender.test'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Another process's claim of the sweep's job (its row exists once a sweep ran). */
async function claimSweep(workerId: string): Promise<ClaimedJob> {
  const claimed = await claimJobByKey(database.handle.db, recurringKey(AUDIT_RETENTION_JOB), workerId, 60_000, true);
  if (!claimed) throw new Error('The sweep job was not free.');
  return claimed;
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const raw = () => database.handle.db as unknown as Kysely<unknown>;

/** One record in every table the audit trail reads, dated `at` and marked with `tag`; the rule set gets two versions. */
async function recordEverywhere(tag: string, at: string): Promise<void> {
  const db = raw();
  await sql`insert into audit_log (at, actor_id, action, entity_type, entity_id, details)
            values (${at}, ${ALEX}, 'user.update', 'user', 'usr-summit-taylor', ${JSON.stringify({ tag })})`.execute(db);
  await sql`insert into setting_audit (id, key, version, changed_at, changed_by, changed_by_name, old_value, new_value)
            values (${`${tag}-setting`}, 'banner', 1, ${at}, ${ALEX}, 'Alex Morgan', null, '{}')`.execute(db);
  for (const version of [1, 2]) {
    await sql`insert into rule_set_versions (rule_set_id, version, name, organization_id, tags, enabled, rules, saved_by, saved_by_name, saved_at, summary)
              values (${`${tag}-rules`}, ${version}, 'Retention rules', null, '[]', true, '[]', ${ALEX}, 'Alex Morgan', ${at}, 'Saved.')`.execute(
      db,
    );
  }
  await sql`insert into workflow_audit (id, variant, version, changed_at, changed_by, changed_by_name, old_definition, new_definition)
            values (${`${tag}-workflow`}, 'WH', 1, ${at}, ${ALEX}, 'Alex Morgan', null, '{}')`.execute(db);
  await sql`insert into changelog_audit (id, changelog_id, action, changed_at, changed_by, changed_by_name, old_value, new_value)
            values (${`${tag}-changelog`}, ${`${tag}-changelog`}, 'create', ${at}, ${ALEX}, 'Alex Morgan', null, '{}')`.execute(db);
  await sql`insert into knowledge_document_audit (document_id, action, actor_id, actor_name, at, details)
            values (${`${tag}-document`}, 'archive', ${ALEX}, 'Alex Morgan', ${at}, '{}')`.execute(db);
  await sql`insert into chat_audit (conversation_id, message_id, action, actor_id, at, details)
            values (${`${tag}-conversation`}, null, 'message-received', ${ALEX}, ${at}, '{}')`.execute(db);
}

/** How many of the records marked `tag` each table still holds. */
async function remaining(tag: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ source: string; n: number }>`
    select 'auditLog' as source, count(*)::int as n from audit_log where details ->> 'tag' = ${tag}
    union all select 'settingAudit', count(*)::int from setting_audit where id = ${`${tag}-setting`}
    union all select 'ruleSetVersions', count(*)::int from rule_set_versions where rule_set_id = ${`${tag}-rules`}
    union all select 'workflowAudit', count(*)::int from workflow_audit where id = ${`${tag}-workflow`}
    union all select 'changelogAudit', count(*)::int from changelog_audit where id = ${`${tag}-changelog`}
    union all select 'knowledgeDocumentAudit', count(*)::int from knowledge_document_audit where document_id = ${`${tag}-document`}
    union all select 'chatAudit', count(*)::int from chat_audit where conversation_id = ${`${tag}-conversation`}
  `.execute(raw());
  return Object.fromEntries(rows.map((row) => [row.source, Number(row.n)]));
}

const EVERY_RECORD = {
  auditLog: 1,
  settingAudit: 1,
  ruleSetVersions: 2,
  workflowAudit: 1,
  changelogAudit: 1,
  knowledgeDocumentAudit: 1,
  chatAudit: 1,
};
// A rule set's latest version is the rule set as it stands: it stays, however old.
const ONLY_THE_LATEST_RULE_SET_VERSION = {
  auditLog: 0,
  settingAudit: 0,
  ruleSetVersions: 1,
  workflowAudit: 0,
  changelogAudit: 0,
  knowledgeDocumentAudit: 0,
  chatAudit: 0,
};

describe("the audit setting's retention period", () => {
  beforeAll(async () => {
    await recordEverywhere('forty-days', daysAgo(40));
    await recordEverywhere('yesterday', daysAgo(1));
  });

  it('keeps what is younger than the period (seven years by default)', async () => {
    const outcome = await app.auditRetention.runNow();
    expect(outcome).toMatchObject({ status: 'done', retentionDays: 2555 });
    expect(await remaining('forty-days')).toEqual(EVERY_RECORD);
  });

  it('removes, at the next sweep after a save, the records of every audit table older than the saved period', async () => {
    await setSetting(app, admin, 'audit', { retentionDays: 30 });
    const outcome = await app.auditRetention.runNow();
    expect(outcome).toMatchObject({ status: 'done', retentionDays: 30 });
    expect(await remaining('forty-days')).toEqual(ONLY_THE_LATEST_RULE_SET_VERSION);
    expect(await remaining('yesterday')).toEqual(EVERY_RECORD);
    if (outcome.status === 'busy') throw new Error('the sweep found itself busy');
    for (const table of Object.keys(EVERY_RECORD)) expect(outcome.removed[table]).toBeGreaterThanOrEqual(1);
  });

  it('records what it removed, per table, in the audit trail, as the portal', async () => {
    const page = (
      await app.inject({ method: 'GET', url: '/api/admin/audit-trail?entityType=audit-retention', headers: admin })
    ).json<AuditTrailPage>();
    const [sweep] = page.items;
    expect(sweep).toMatchObject({
      action: 'audit.retention',
      actor: { id: null, name: 'The portal', email: null },
      details: { retentionDays: 30, removed: expect.objectContaining({ auditLog: expect.any(Number), chatAudit: expect.any(Number) }) },
    });
    expect(sweep.summary).toMatch(
      /^Removed \d+ audit records older than 30 days: \d+ of people, organisations and access, .*\d+ of the assistant$/,
    );
  });

  it('removes in batches, counting every batch in the one record of the sweep', async () => {
    for (let index = 0; index < 5; index += 1) {
      await sql`insert into audit_log (at, actor_id, action, entity_type, entity_id, details)
                values (${daysAgo(31)}, ${ALEX}, 'user.update', 'user', 'usr-summit-taylor', '{"tag":"batched"}')`.execute(raw());
    }
    const outcome = await sweepExpiredAuditRecords(app, { batchSize: 2 });
    expect(outcome).toMatchObject({ status: 'done', total: 5, removed: { auditLog: 5 } });
    expect((await remaining('batched')).auditLog).toBe(0);
    const records = await database.handle.db
      .selectFrom('auditLog')
      .select('details')
      .where('action', '=', 'audit.retention')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(records[0].details).toMatchObject({ total: 5, removed: { auditLog: 5, settingAudit: 0 } });
  });

  it('runs in one process at a time: while another holds the lease, a sweep removes nothing', async () => {
    await recordEverywhere('leased', daysAgo(45));
    const other = await claimSweep('another-process');
    try {
      expect(await app.auditRetention.runNow()).toEqual({ status: 'busy' });
      expect(await remaining('leased')).toEqual(EVERY_RECORD);
    } finally {
      await releaseJob(database.handle.db, other);
    }
  });

  it('takes over the lease of a process that stopped mid-sweep once it has expired', async () => {
    await claimSweep('a-stopped-process');
    await sql`update jobs set locked_until = now() - interval '10 minutes' where idempotency_key = ${recurringKey(AUDIT_RETENTION_JOB)}`.execute(
      raw(),
    );
    expect(await app.auditRetention.runNow()).toMatchObject({ status: 'done' });
    expect(await remaining('leased')).toEqual(ONLY_THE_LATEST_RULE_SET_VERSION);
  });

  it('sweeps when a service process starts, with the saved period', async () => {
    await recordEverywhere('before-start', daysAgo(60));
    const started = await buildTestApp(database, { auditRetentionIntervalMs: 60 * 60_000 });
    try {
      await started.ready();
      await started.auditRetention.idle();
      expect(await remaining('before-start')).toEqual(ONLY_THE_LATEST_RULE_SET_VERSION);
    } finally {
      await started.close();
    }
  });
});
