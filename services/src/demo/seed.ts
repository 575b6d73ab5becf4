import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normaliseEmail, PERSONA } from 'shared-rules';
import { hashPassword } from '../platform/auth/passwords';
import { toCount } from '../platform/db/connect';
import { DEMO_COVERAGE, DEMO_EXTERNAL_USERS, DEMO_INTERNAL_USERS, DEMO_NOTIFICATIONS, DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './people';
import type { Database } from '../platform/db/schema';
import { seedLoanDemo } from './loans';
import { seedDocumentDemo } from './documents';
import { seedConditionDemo } from './conditions';
import { seedDemoSettings } from './settings';
import { seedChangelogDemo } from './changelogs';
import { seedAssetDemo } from './assets';
import { seedWorkflowDemo } from './workflows';
import { seedKnowledgeDemo } from './knowledge';
import { seedChatDemo } from './assistant';
import { seedInstanceDemo } from './instances';
import { seedPricingDemo } from './pricing';
import { portalUrlFromEnv } from '../config';

/** True when no user exists yet (the seed's `--if-empty` test). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n as string | number) === 0;
}

/**
 * Writes the demo lender in one transaction: either everything is there afterwards or nothing.
 * Fails (and writes nothing) when any demo row already exists.
 */
export async function seedDemo(db: Kysely<Database>, now: Date = new Date(), portalUrl: string = portalUrlFromEnv()): Promise<void> {
  // Hash outside the transaction: argon2 is slow and would hold the connection.
  const emails = [...DEMO_INTERNAL_USERS, ...DEMO_EXTERNAL_USERS].map((u) => u.email);
  // argon2 runs on libuv's thread pool: hash them side by side.
  const hashes = new Map(await Promise.all(emails.map(async (email) => [email, await hashPassword(DEMO_PASSWORD)] as const)));

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        DEMO_INTERNAL_USERS.map((u) => ({
          id: u.id,
          email: normaliseEmail(u.email),
          passwordHash: hashes.get(u.email)!,
          firstName: u.firstName,
          lastName: u.lastName,
          userType: 'internal' as const,
          organizationId: null,
          roleTypes: '[]',
          personas: JSON.stringify(u.personas),
          phone: u.phone,
          cell: u.cell,
          encompassId: `enc-${u.id.slice(4)}`,
          hasIntegrationToken: u.hasIntegrationToken,
          doNotShowAgain: '[]',
        })),
      )
      .execute();

    await trx
      .insertInto('organizations')
      .values(
        DEMO_ORGANIZATIONS.map((o) => ({
          id: o.id,
          name: o.name,
          channelTypes: JSON.stringify(o.channelTypes),
          correspondentSelection: JSON.stringify(o.correspondentSelection),
          approvalStatus: o.approvalStatus,
          primaryAeId: o.primaryAeId,
        })),
      )
      .execute();

    await trx.insertInto('aeCoverage').values(DEMO_COVERAGE).execute();

    await trx
      .insertInto('users')
      .values(
        DEMO_EXTERNAL_USERS.map((u) => ({
          id: u.id,
          email: normaliseEmail(u.email),
          passwordHash: hashes.get(u.email)!,
          firstName: u.firstName,
          lastName: u.lastName,
          userType: 'external' as const,
          organizationId: u.organizationId,
          roleTypes: JSON.stringify(u.roleTypes),
          personas: JSON.stringify([PERSONA.externalUser]),
          phone: u.phone,
          cell: u.phone,
          encompassId: u.encompassId,
          disabledLogin: u.disabledLogin,
          hasIntegrationToken: true,
          doNotShowAgain: '[]',
        })),
      )
      .execute();

    await trx
      .insertInto('notifications')
      .values(
        DEMO_EXTERNAL_USERS.flatMap((u) =>
          DEMO_NOTIFICATIONS.map(([message, link, read, hoursAgo]) => ({
            id: randomUUID(),
            userId: u.id,
            message,
            link,
            read,
            createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
          })),
        ),
      )
      .execute();

    await seedInstanceDemo(trx, portalUrl, now);
    await seedAssetDemo(trx, now);
    await seedPricingDemo(trx, now);
    await seedDemoSettings(trx, now);
    await seedChangelogDemo(trx, now);
    await seedKnowledgeDemo(trx, now);
    await seedLoanDemo(trx, now);
    await seedDocumentDemo(trx, now);
    await seedWorkflowDemo(trx, now);
    await seedConditionDemo(trx, now);
    // Last: the assistant's replies read the loans, workflows, conditions and knowledge above.
    await seedChatDemo(trx, now);
  });
}

/** The demo sign-ins as printable lines (email, who, password). */
export function demoLoginLines(): string[] {
  const rows = [
    ...DEMO_INTERNAL_USERS.map((u) => [u.email, `${u.firstName} ${u.lastName}, ${u.role}`]),
    ...DEMO_EXTERNAL_USERS.map((u) => {
      const org = DEMO_ORGANIZATIONS.find((o) => o.id === u.organizationId)!;
      const note = u.disabledLogin ? ', disabled: sign-in refused' : '';
      return [u.email, `${u.firstName} ${u.lastName}, ${u.roleTypes.join('+')} at ${org.name}${note}`];
    }),
  ];
  const width = Math.max(...rows.map(([email]) => email.length));
  return [
    `Demo sign-ins (password for every account: ${DEMO_PASSWORD})`,
    ...rows.map(([email, who]) => `  ${email.padEnd(width)}  ${who}`),
  ];
}
