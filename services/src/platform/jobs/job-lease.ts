/**
 * A lease row per job that must run in one service process at a time (`job_leases`): taken when
 * free or expired, renewed by its holder between steps, released at the end. A holder that stops
 * mid-run frees it by expiry. The same SQL serves PGlite and PostgreSQL, and several app
 * instances sharing one database in a process (tests) as well as several processes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import './tables';

export interface JobLease {
  name: string;
  holder: string;
  /** How long a take or a renewal holds it. */
  ttlMs: number;
}

const expiry = (lease: JobLease, now: Date) => new Date(now.getTime() + lease.ttlMs);

/** Takes the lease when nobody holds it or its holder's time ran out; false when another holder has it. */
export async function takeLease(db: Kysely<Database>, lease: JobLease, now = new Date()): Promise<boolean> {
  const taken = await db
    .insertInto('jobLeases')
    .values({ name: lease.name, holder: lease.holder, expiresAt: expiry(lease, now) })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), expiresAt: eb.ref('excluded.expiresAt') }))
        .where('jobLeases.expiresAt', '<', now),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Extends the lease before the holder's next step; false when it is no longer theirs (it expired
 * and another process took it), and the holder must stop: this is the fence of every step.
 */
export async function renewLease(db: Kysely<Database>, lease: JobLease, now = new Date()): Promise<boolean> {
  const renewed = await db
    .updateTable('jobLeases')
    .set({ expiresAt: expiry(lease, now) })
    .where('name', '=', lease.name)
    .where('holder', '=', lease.holder)
    .returning('holder')
    .executeTakeFirst();
  return renewed !== undefined;
}

/** Frees the lease at once, if the holder still has it. */
export async function releaseLease(db: Kysely<Database>, lease: Pick<JobLease, 'name' | 'holder'>): Promise<void> {
  await db.deleteFrom('jobLeases').where('name', '=', lease.name).where('holder', '=', lease.holder).execute();
}
