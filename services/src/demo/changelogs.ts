/**
 * The demo lender's release notes: five published over more than a year and one draft. Every demo
 * user has read them but the newest, which the users in UNREAD_NEWEST_FOR have not: signed in as
 * one of them, the changelog window opens. The other demo users (those the browser suites sign in
 * with) have read everything, so the window never covers the page another test is looking at.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ChangelogInput } from 'shared-rules';
import type { Database } from '../platform/db/schema';
import { todayOf } from '../features/content/changelogs/changelog-queries';
import '../features/content/changelogs/tables';
import { readFrontMatterFolder } from './front-matter';

interface DemoChangelog extends Omit<ChangelogInput, 'startDate'> {
  id: string;
  daysAgo: number;
  /** Every demo user has read it (when false, all but UNREAD_NEWEST_FOR have). */
  read: boolean;
}

/** The demo users who see the changelog window at their next sign-in (`npm run up` prints them). */
export const UNREAD_NEWEST_FOR = ['lp@harbor.test', 'lp@prairie.test'];

/** The demo release notes, one Markdown file each in `./changelogs` (front matter, then the note's Markdown). */
export const DEMO_CHANGELOGS: DemoChangelog[] = readFrontMatterFolder<Omit<DemoChangelog, 'content'>>(
  path.join(__dirname, 'changelogs'),
).map(({ meta, body }) => ({ ...meta, content: body }));

const DAY_MS = 86_400_000;

/** Writes the demo changelogs and the read marks with `db` (the seed's transaction). */
export async function seedChangelogDemo(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .insertInto('changelogs')
    .values(
      DEMO_CHANGELOGS.map(({ id, title, version, content, active, daysAgo }) => ({
        id,
        title,
        version,
        content,
        active,
        startDate: todayOf(new Date(now.getTime() - daysAgo * DAY_MS)),
        createdAt: new Date(now.getTime() - Math.max(daysAgo, 1) * DAY_MS),
        updatedAt: new Date(now.getTime() - Math.max(daysAgo, 1) * DAY_MS),
      })),
    )
    .execute();
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const readBy = (email: string) => DEMO_CHANGELOGS.filter((changelog) => changelog.read || !UNREAD_NEWEST_FOR.includes(email));
  await db
    .insertInto('changelogReads')
    .values(users.flatMap((user) => readBy(user.email).map((changelog) => ({ userId: user.id, changelogId: changelog.id, readAt: now }))))
    .execute();
}
