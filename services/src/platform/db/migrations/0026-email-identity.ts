import { type Kysely, type Migration, sql } from 'kysely';

const NAME = '0026-email-identity';

/**
 * Rows that point at an account without being its doing or its possession, so an account they
 * point at may still be merged away: its unused password links and the notifications sent to it
 * go with it (their foreign keys cascade), and the emails sent to its address are re-pointed to
 * the account kept, which has the same address.
 */
const NOT_OWNED = new Set(['password_links.user_id', 'notifications.user_id', 'outbound_emails.recipient_user_id']);

interface Account {
  id: string;
  email: string;
  normalised: string;
  userType: string;
  organizationId: string | null;
  personas: unknown;
  /** Why the account counts as used; empty when it never signed in and owns nothing. */
  uses: string[];
}

/**
 * One email address is one identity: the stored addresses become `lower(btrim(email))`, as
 * shared-rules' `normaliseEmail` writes them, and a unique index on that expression keeps any
 * writer, the services or a hand-written SQL statement, from adding a second account under another
 * case of the same address (the services' lookups still use the plain unique `email` index).
 *
 * Addresses held by several accounts under that rule are settled first. When at most one of them
 * is in use, the others (never signed in, no password chosen, nothing recorded as done by them or
 * pointing at them: see `usesOf`) are merged into it: deleted, each with a `user.merge` audit row.
 * Otherwise the migration fails, naming every such address and its accounts, and nothing is
 * changed: the migrations of one start run in one transaction.
 */
export const emailIdentityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const duplicates = await sql<Omit<Account, 'uses'>>`
      select u.id, u.email, lower(btrim(u.email)) as normalised, u.user_type as "userType",
             u.organization_id as "organizationId", u.personas
      from users u
      where lower(btrim(u.email)) in (select lower(btrim(email)) from users group by 1 having count(*) > 1)
      order by lower(btrim(u.email)), u.created_at, u.id
    `.execute(db);
    if (duplicates.rows.length > 0) {
      const uses = await usesOf(
        db,
        duplicates.rows.map((row) => row.id),
      );
      const groups = new Map<string, Account[]>();
      for (const row of duplicates.rows) {
        groups.set(row.normalised, [...(groups.get(row.normalised) ?? []), { ...row, uses: uses.get(row.id) ?? [] }]);
      }
      const conflicts = [...groups.values()].filter((accounts) => accounts.filter((account) => account.uses.length > 0).length > 1);
      if (conflicts.length > 0) throw new Error(conflictReport(conflicts));
      for (const accounts of groups.values()) await merge(db, accounts);
    }
    await sql`update users set email = lower(btrim(email)) where email <> lower(btrim(email))`.execute(db);
    await sql`create unique index users_email_normalised_key on users (lower(btrim(email)))`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    // Merged accounts and the case of the addresses are not restored: both were one identity.
    await sql`drop index users_email_normalised_key`.execute(db);
  },
};

/**
 * Why each account counts as used: a password chosen, a row written by it in the audit log, or
 * a row of any table whose foreign key names it (a refresh token is a sign-in; a loan, a
 * coverage, a document or an impersonation is a possession), except the rows of `NOT_OWNED`. The
 * foreign keys are read from the catalogue, so a table added later counts without a change here.
 */
async function usesOf(db: Kysely<unknown>, ids: string[]): Promise<Map<string, string[]>> {
  const uses = new Map<string, string[]>(ids.map((id) => [id, []]));
  const add = (id: string, use: string) => uses.get(id)?.push(use);
  const idList = sql.join(ids);

  const chosen = await sql<{ id: string }>`select id from users where id in (${idList}) and password_hash like '$argon2%'`.execute(db);
  for (const row of chosen.rows) add(row.id, 'chose a password');
  const acted = await sql<{ id: string }>`
    select distinct actor_id as id from audit_log where actor_id in (${idList})
    union select distinct impersonator_id from audit_log where impersonator_id in (${idList})
  `.execute(db);
  for (const row of acted.rows) add(row.id, 'acted in the portal (audit log)');

  const references = await sql<{ source: string; field: string }>`
    select cl.relname as source, a.attname as field
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass
    order by 1, 2
  `.execute(db);
  for (const { source, field } of references.rows) {
    if (NOT_OWNED.has(`${source}.${field}`)) continue;
    const found = await sql<{ id: string }>`
      select distinct ${sql.id(field)} as id from ${sql.id(source)} where ${sql.id(field)} in (${idList})
    `.execute(db);
    for (const row of found.rows) add(row.id, source === 'refresh_tokens' ? 'signed in' : `named by ${source}.${field}`);
  }
  return uses;
}

/** Keeps the account in use (else the oldest) and merges the others of the address into it. */
async function merge(db: Kysely<unknown>, accounts: Account[]): Promise<void> {
  const kept = accounts.find((account) => account.uses.length > 0) ?? accounts[0];
  for (const removed of accounts.filter((account) => account !== kept)) {
    await sql`update outbound_emails set recipient_user_id = ${kept.id} where recipient_user_id = ${removed.id}`.execute(db);
    await sql`delete from users where id = ${removed.id}`.execute(db);
    const details = {
      mergedInto: kept.id,
      email: removed.email,
      keptEmail: kept.email,
      userType: removed.userType,
      organizationId: removed.organizationId,
      personas: removed.personas,
      reason: 'Another account had the same address in another case; this one never signed in and owned nothing.',
    };
    await sql`
      insert into audit_log (actor_id, action, entity_type, entity_id, details)
      values (${`migration:${NAME}`}, 'user.merge', 'user', ${removed.id}, ${JSON.stringify(details)}::jsonb)
    `.execute(db);
  }
}

function conflictReport(conflicts: Account[][]): string {
  const lines = conflicts.map(
    (accounts) =>
      `  ${accounts[0].normalised}: ${accounts.map((account) => `${account.id} <${account.email}> (${account.uses.join('; ') || 'unused'})`).join(', ')}`,
  );
  return [
    `${NAME}: ${conflicts.length} email address${conflicts.length === 1 ? ' is' : 'es are'} held by more than one account in use, and an address is one identity. Nothing was changed.`,
    "Give every account but one of each address another address (for example: update users set email = 'old.ann@summit.test' where id = 'usr-…'), then start again:",
    ...lines,
  ].join('\n');
}
