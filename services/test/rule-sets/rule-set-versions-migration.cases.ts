import { Migrator, sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db/connect';
import { migrations } from '../../src/platform/db/migrations';

// A database that had rule sets before versions existed: migration 0015 makes each one's
// current content its version 1, with who saved it last. Always PGlite: it tests SQL, not scale.
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

const migrateTo = async (db: Kysely<unknown>, last: string) => {
  const names = Object.keys(migrations);
  const upTo = Object.fromEntries(names.slice(0, names.indexOf(last) + 1).map((name) => [name, migrations[name]]));
  const result = await new Migrator({ db, provider: { getMigrations: async () => upTo } }).migrateToLatest();
  if (result.error) throw result.error;
};

it('keeps every existing rule set as its version 1', async () => {
  const db = handle.db as Kysely<unknown>;
  const names = Object.keys(migrations);
  await migrateTo(db, names[names.indexOf('0015-rule-set-versions') - 1]);
  await sql`insert into users (id, email, password_hash, first_name, last_name, user_type) values ('usr-1', 'a@b.test', 'x', 'Dana', 'Fox', 'internal')`.execute(
    db,
  );
  await sql`insert into rule_sets (id, name, tags, rules, updated_by) values
    ('rs-a', 'A', '["loan-data"]', '[{"id":"r1","ruleType":"REQUIRED","fieldIdTemplate":"1109"}]', 'usr-1'),
    ('rs-b', 'B', '[]', '[]', null)`.execute(db);

  await migrateTo(db, '0015-rule-set-versions');
  // Column names come back camelCased (the connection's CamelCasePlugin).
  const { rows } = await sql<{ ruleSetId: string; version: number; savedByName: string | null; rules: unknown; tags: unknown }>`
    select rule_set_id, version, saved_by_name, rules, tags from rule_set_versions order by rule_set_id`.execute(db);
  expect(rows).toEqual([
    {
      ruleSetId: 'rs-a',
      version: 1,
      savedByName: 'Dana Fox',
      rules: [{ id: 'r1', ruleType: 'REQUIRED', fieldIdTemplate: '1109' }],
      tags: ['loan-data'],
    },
    { ruleSetId: 'rs-b', version: 1, savedByName: null, rules: [], tags: [] },
  ]);
});
