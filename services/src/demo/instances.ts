import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import { ensureCurrentInstance } from '../features/instances/instance-store';

/** The demo's sibling: a staging copy of the portal, where the same people sign in. */
export const DEMO_SIBLING_INSTANCE = {
  id: 'ins-staging',
  name: 'Correspondent portal (staging)',
  baseUrl: 'https://staging.correspondent.lender.test',
} as const;

/** This portal (at `portalUrl`, from PORTAL_URL) and one sibling instance. */
export async function seedInstanceDemo(db: Kysely<Database>, portalUrl: string, now: Date): Promise<void> {
  await ensureCurrentInstance(db, portalUrl, 'Keystone Lending portal');
  await db
    .insertInto('instances')
    .values({ ...DEMO_SIBLING_INSTANCE, isCurrent: false, enabled: true, createdAt: now, updatedAt: now })
    .execute();
}
