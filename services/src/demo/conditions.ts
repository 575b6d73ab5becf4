import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ConditionStatus } from 'shared-rules';
import type { Database } from '../platform/db/schema';
import { byteaValue } from '../features/documents/document-queries';
import { writeLoanEvents } from '../features/loans/loan-events';
import { demoDocumentPdf } from './workflows';
import '../features/conditions/tables';

interface DemoAnswer {
  title: string;
  uploadedBy: string;
  rejection?: { reason: string; by: string };
}

interface DemoCondition {
  loanId: string;
  title: string;
  description: string;
  category: string;
  status: ConditionStatus;
  ownerId: string | null;
  dueInDays: number | null;
  answers?: DemoAnswer[];
  comments?: Array<{ authorId: string; body: string }>;
}

const JORDAN = 'usr-ae-jordan';
const DREW = 'usr-harbor-drew';
const AVERY = 'usr-harbor-avery';
const MORGAN = 'usr-summit-morgan';

/** The conditions an underwriter put on the demo loans in underwriting and at their Conditions step. */
export const DEMO_CONDITIONS: DemoCondition[] = [
  {
    loanId: 'loan-demo-07',
    title: 'Verbal verification of employment',
    description: "A verbal VOE for the borrower's current employer, dated within 10 business days of closing.",
    category: 'Prior to Funding',
    status: 'open',
    ownerId: JORDAN,
    dueInDays: 6,
  },
  {
    loanId: 'loan-demo-07',
    title: 'Most recent bank statement',
    description: 'The October statement of the checking account used for reserves, every page.',
    category: 'Prior to Docs',
    status: 'submitted',
    ownerId: JORDAN,
    dueInDays: 2,
    answers: [{ title: 'October bank statement', uploadedBy: AVERY }],
    comments: [{ authorId: AVERY, body: 'Attached the October statement; all six pages are included.' }],
  },
  {
    loanId: 'loan-demo-07',
    title: 'Hazard insurance declarations page',
    description: 'The declarations page naming the lender as mortgagee, with the annual premium.',
    category: 'Prior to Docs',
    status: 'open',
    ownerId: JORDAN,
    dueInDays: 3,
    answers: [
      {
        title: 'Insurance declarations',
        uploadedBy: DREW,
        rejection: { reason: 'The declarations page shows a different property address.', by: JORDAN },
      },
    ],
  },
  {
    loanId: 'loan-demo-07',
    title: 'Letter of explanation for the credit inquiry',
    description: 'A signed letter explaining the inquiry of 14 August.',
    category: 'Prior to Approval',
    status: 'cleared',
    ownerId: JORDAN,
    dueInDays: null,
    answers: [{ title: 'Credit inquiry letter', uploadedBy: DREW }],
    comments: [{ authorId: JORDAN, body: 'Letter received and reviewed; no new debt.' }],
  },
  {
    loanId: 'loan-demo-03',
    title: 'Source of the large deposit',
    description: 'The source of the deposit of $12,400 on the September statement, with a paper trail.',
    category: 'Prior to Approval',
    status: 'open',
    ownerId: JORDAN,
    dueInDays: 4,
    comments: [{ authorId: MORGAN, body: 'The borrower is getting the gift letter signed; we will upload it tomorrow.' }],
  },
  {
    loanId: 'loan-demo-03',
    title: 'Two years of W-2s',
    description: 'W-2s for the last two years for each borrower.',
    category: 'Prior to Approval',
    status: 'waived',
    ownerId: JORDAN,
    dueInDays: null,
    comments: [{ authorId: JORDAN, body: 'Waived: the tax returns cover both years.' }],
  },
];

const names = async (db: Kysely<Database>) =>
  new Map(
    (await db.selectFrom('users').select(['id', 'firstName', 'lastName']).execute()).map((user) => [
      user.id,
      `${user.firstName} ${user.lastName}`,
    ]),
  );

const dateIn = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Writes the demo conditions, their answers and comments, with `db` (the seed's transaction); runs after the loans. */
export async function seedConditionDemo(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const nameOf = await names(db);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  for (const [index, demo] of DEMO_CONDITIONS.entries()) {
    const id = `cond-demo-${index + 1}`;
    const loan = await db.selectFrom('loans').select('loanNumber').where('id', '=', demo.loanId).executeTakeFirstOrThrow();
    const closedOrSubmitted = demo.status !== 'open';
    await db
      .insertInto('loanConditions')
      .values({
        id,
        loanId: demo.loanId,
        title: demo.title,
        description: demo.description,
        category: demo.category,
        status: demo.status,
        ownerId: demo.ownerId,
        dueDate: demo.dueInDays === null ? null : dateIn(now, demo.dueInDays),
        createdBy: JORDAN,
        createdAt: hoursAgo(48 - index),
        statusChangedBy: closedOrSubmitted ? (demo.status === 'submitted' ? (demo.answers?.[0]?.uploadedBy ?? JORDAN) : JORDAN) : null,
        statusChangedAt: closedOrSubmitted ? hoursAgo(20 - index) : null,
      })
      .execute();
    await writeLoanEvents(db, [
      {
        loanId: demo.loanId,
        kind: 'condition-added',
        summary: `${nameOf.get(JORDAN)} added the condition "${demo.title}" (${demo.category}).`,
        actor: { id: JORDAN, name: nameOf.get(JORDAN) ?? 'Jordan' },
        details: { conditionId: id, title: demo.title, category: demo.category },
        occurredAt: hoursAgo(48 - index),
      },
    ]);
    for (const [answerIndex, answer] of (demo.answers ?? []).entries()) {
      const attachmentId = `att-${id}-${answerIndex + 1}`;
      const content = await demoDocumentPdf(answer.title, loan.loanNumber);
      await db
        .insertInto('loanAttachments')
        .values({
          id: attachmentId,
          loanId: demo.loanId,
          documentId: null,
          title: answer.title,
          fileName: `${answer.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          taskTag: null,
          conditionId: id,
          rejectionReason: answer.rejection?.reason ?? null,
          rejectedBy: answer.rejection?.by ?? null,
          rejectedAt: answer.rejection ? hoursAgo(22 - index) : null,
          uploadedBy: answer.uploadedBy,
          createdAt: hoursAgo(30 - index),
        })
        .execute();
      await db
        .insertInto('loanAttachmentContents')
        .values({ attachmentId, content: byteaValue(content) })
        .execute();
    }
    for (const [commentIndex, comment] of (demo.comments ?? []).entries()) {
      await db
        .insertInto('loanConditionComments')
        .values({
          id: `${id}-comment-${commentIndex + 1}`,
          conditionId: id,
          authorId: comment.authorId,
          body: comment.body,
          createdAt: hoursAgo(26 - index - commentIndex),
        })
        .execute();
    }
  }
}
