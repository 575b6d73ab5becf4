import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WORKFLOW_VARIANTS, workflowVariant } from 'shared-rules';
import type { Database } from '../platform/db/schema';
import { byteaValue, listLoanDocuments } from '../features/documents/document-queries';
import { writeLoanEvents } from '../features/loans/loan-events';
import { insertSeedRuleSets } from './rule-sets';
import { ruleSetsFor } from '../features/rule-sets/rule-set-queries';
import { DEMO_TASK_DOCUMENTS, DEMO_WORKFLOWS, DEMO_WORKFLOW_RULE_SETS } from './workflow-definitions';
import { currentStepOf, judgeLoanProgress } from '../features/workflows/loan-progress';
import '../features/workflows/tables';

/** The folder each demo task document is filed in: its requirement's folderName. */
const DOCUMENT_FOLDERS = new Map(
  Object.values(DEMO_WORKFLOWS)
    .flatMap((workflow) =>
      workflow.steps.flatMap((step) =>
        step.tasks.flatMap((task) => (task.enforceDocs ?? []).map((document) => [document.key, document.folderName] as const)),
      ),
    )
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
);

/** What a processor calls each demo document. */
const DOCUMENT_TITLES: Record<string, string> = {
  '1003': 'Signed application',
  ITP: 'Intent to proceed',
  CREDIT: 'Credit report',
  W2: 'W-2',
  TAXRETURN: 'Tax return',
  BANKSTMT: 'Bank statement',
  AUS: 'AUS findings',
  APPRAISAL: 'Appraisal report',
  TITLE: 'Title commitment',
};

/** A one-page PDF standing for a demo document (a task's, counted by its tag, or a condition's answer). */
export async function demoDocumentPdf(key: string, loanNumber: string): Promise<Uint8Array> {
  // Loaded here: only seeding needs pdf-lib, not every server start.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${key} - loan ${loanNumber}`);
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(`${key} for loan ${loanNumber}`, { x: 72, y: 720, size: 16, font });
  page.drawText('Demo document of the loan portal.', { x: 72, y: 690, size: 10, font });
  return pdf.save();
}

/**
 * Writes the demo workflows (version 1 of each variant), their rule sets, the documents already
 * uploaded against tasks, and each loan's current step, with `db` (the seed's transaction).
 * Runs after the loans and their folders are seeded.
 */
export async function seedWorkflowDemo(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await insertSeedRuleSets(db, DEMO_WORKFLOW_RULE_SETS);
  await db
    .insertInto('workflows')
    .values(
      WORKFLOW_VARIANTS.map((variant) => ({
        variant,
        definition: JSON.stringify(DEMO_WORKFLOWS[variant]),
        version: 1,
        updatedAt: now,
        updatedBy: null,
      })),
    )
    .execute();

  const loans = await db
    .selectFrom('loans')
    .leftJoin('users', 'users.id', 'loans.loanOfficerId')
    .select([
      'loans.id',
      'loans.organizationId',
      'loans.loanNumber',
      'loans.channel',
      'loans.delegated',
      'loans.folder',
      'loans.document',
      'loans.loanOfficerId',
      'loans.createdAt',
      'users.firstName',
      'users.lastName',
    ])
    .orderBy('loans.id')
    .execute();
  for (const loan of loans) {
    const officer = loan.loanOfficerId ? { id: loan.loanOfficerId, name: `${loan.firstName} ${loan.lastName}` } : null;
    // The timeline the Summary tab opens on: created, then each document, then the step reached.
    const minutes = (count: number) => new Date(loan.createdAt.getTime() + count * 60_000);
    await writeLoanEvents(db, [
      {
        loanId: loan.id,
        kind: 'created',
        summary: `${officer?.name ?? 'The lender'} created loan ${loan.loanNumber}.`,
        actor: officer,
        occurredAt: loan.createdAt,
      },
    ]);
    const keys = DEMO_TASK_DOCUMENTS[loan.id] ?? [];
    const folders = new Map(
      (await db.selectFrom('loanDocuments').select(['id', 'title']).where('loanId', '=', loan.id).execute()).map((folder) => [
        folder.title,
        folder.id,
      ]),
    );
    for (const [index, key] of keys.entries()) {
      const uploadedBy = loan.loanOfficerId;
      if (uploadedBy === null) break;
      // Filed where the task's requirement says, as the Workflow tab's Upload link files it.
      const folderName = DOCUMENT_FOLDERS.get(key) ?? null;
      let documentId = folderName === null ? null : (folders.get(folderName) ?? null);
      if (folderName !== null && documentId === null) {
        documentId = `doc-${loan.id}-${folderName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        await db.insertInto('loanDocuments').values({ id: documentId, loanId: loan.id, title: folderName, createdAt: now }).execute();
        folders.set(folderName, documentId);
      }
      const content = await demoDocumentPdf(key, loan.loanNumber);
      const id = `att-${loan.id}-task-${index + 1}`;
      await db
        .insertInto('loanAttachments')
        .values({
          id,
          loanId: loan.id,
          documentId,
          title: `${DOCUMENT_TITLES[key] ?? key} ${index + 1}`,
          fileName: `${key.toLowerCase()}-${index + 1}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          taskTag: key,
          uploadedBy,
          createdAt: minutes(10 + index),
        })
        .execute();
      await db
        .insertInto('loanAttachmentContents')
        .values({ attachmentId: id, content: byteaValue(content) })
        .execute();
      await writeLoanEvents(db, [
        {
          loanId: loan.id,
          kind: 'document-uploaded',
          summary: `${officer?.name ?? 'The lender'} uploaded ${DOCUMENT_TITLES[key] ?? key} ${index + 1} for ${key}.`,
          actor: officer,
          details: { attachmentId: id, taskTag: key },
          occurredAt: minutes(10 + index),
        },
      ]);
    }
    const variant = workflowVariant(loan.channel, loan.delegated);
    if (variant === null) continue;
    const progress = judgeLoanProgress(
      loan,
      {
        ruleSets: await ruleSetsFor(db, [loan.organizationId]),
        workflow: DEMO_WORKFLOWS[variant],
        documents: await listLoanDocuments(db, loan.id),
      },
      now,
    );
    const step = currentStepOf(progress);
    await db.updateTable('loans').set({ currentStep: step }).where('id', '=', loan.id).execute();
    if (step !== null) {
      await writeLoanEvents(db, [
        {
          loanId: loan.id,
          kind: 'step-changed',
          summary: `The loan moved to the ${step} step.`,
          actor: null,
          details: { from: null, to: step },
          occurredAt: minutes(30),
        },
      ]);
    }
  }
}
