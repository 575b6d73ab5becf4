/**
 * The demo lender's release notes: five published over more than a year and one draft. Every demo
 * user has read them but the newest, which the users in UNREAD_NEWEST_FOR have not: signed in as
 * one of them, the changelog window opens. The other demo users (those the browser suites sign in
 * with) have read everything, so the window never covers the page another test is looking at.
 */
import type { Kysely } from 'kysely';
import type { ChangelogInput } from 'shared-rules';
import type { Database } from '../db/schema';
import { todayOf } from './changelog-queries';
import './tables';

interface DemoChangelog extends Omit<ChangelogInput, 'startDate'> {
  id: string;
  daysAgo: number;
  /** Every demo user has read it (when false, all but UNREAD_NEWEST_FOR have). */
  read: boolean;
}

/** The demo users who see the changelog window at their next sign-in (`npm run up` prints them). */
export const UNREAD_NEWEST_FOR = ['lp@harbor.test', 'lp@prairie.test'];

export const DEMO_CHANGELOGS: DemoChangelog[] = [
  {
    id: 'changelog-demo-06',
    title: 'Loan status emails and a faster pipeline',
    version: '3.6.0',
    content: [
      '## What is new',
      '',
      '- The pipeline opens **twice as fast** for organisations with many loans.',
      '- Loan officers get an email when a loan changes status; turn it off in your profile.',
      '',
      '## Fixed',
      '',
      '- Uploading a MISMO file with a long borrower name no longer cuts the name short.',
    ].join('\n'),
    active: true,
    daysAgo: 2,
    read: false,
  },
  {
    id: 'changelog-demo-05',
    title: 'Conditions tab',
    version: '3.5.0',
    content: '## Conditions\n\nEach loan now lists its underwriting conditions by category. Upload a document straight to a condition.',
    active: true,
    daysAgo: 45,
    read: true,
  },
  {
    id: 'changelog-demo-04',
    title: 'Help center',
    version: '3.4.0',
    content: '## Help center\n\nOpen **Help** in the top bar to search articles or write to support without leaving the loan.',
    active: true,
    daysAgo: 110,
    read: true,
  },
  {
    id: 'changelog-demo-03',
    title: 'Non-QM loans',
    version: '3.3.0',
    content: 'Non-QM loans can be added on the wholesale channel. Mark the loan **Non-QM** in the Add Loan wizard.',
    active: true,
    daysAgo: 230,
    read: true,
  },
  {
    id: 'changelog-demo-02',
    title: 'Welcome to the new broker portal',
    version: '3.0.0',
    content: '# Welcome\n\nThe broker portal has a new look: your pipeline, loans and documents in one place.',
    active: true,
    daysAgo: 420,
    read: true,
  },
  {
    id: 'changelog-demo-07',
    title: 'Draft: pricing in the portal',
    version: '3.7.0',
    content: 'Not published yet: pricing and locks from the loan page.',
    active: false,
    daysAgo: -14,
    read: false,
  },
];

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
