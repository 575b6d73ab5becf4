import { OPEN_CONDITION_STATUSES, type ConditionStatus, type LoanStatus, type LoanTabSlug } from 'shared-rules';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { countOpenConditions } from '../../conditions';
import { defineTool, type ToolContext, type ToolOutcome } from './chat-tool';
import { type ReachableLoan, reachableLoan } from './loan-lookup';

const LoanIdParameters = Type.Object(
  { loanId: Type.String({ minLength: 1, maxLength: 64, description: 'The loan id (from find_loans)' }) },
  { additionalProperties: false },
);

/** The one answer for a loan that is missing or out of reach: the tool never tells them apart. */
const NO_LOAN: ToolOutcome<never> = { ok: false, summary: 'No loan with this id among the loans you can see.' };

/** Runs `read` on the loan when the asker reaches it; otherwise the same "no loan" as a missing one. */
async function withReachableLoan<R>(
  context: ToolContext,
  loanId: string,
  read: (loan: ReachableLoan) => Promise<ToolOutcome<R>>,
): Promise<ToolOutcome<R>> {
  const loan = await reachableLoan(context, loanId);
  return loan ? read(loan) : NO_LOAN;
}

export interface LoanStatusFacts {
  loanId: string;
  loanNumber: string;
  borrowerName: string;
  status: LoanStatus;
  /** The workflow step the loan stands at now; null when its channel has no workflow. */
  currentStep: string | null;
  openConditionCount: number;
}

export const loanStatusTool = defineTool({
  name: 'loan_status',
  description: "A loan's status, the workflow step it stands at and how many conditions are open. Only loans the asker may see.",
  parameters: LoanIdParameters,
  progress: () => 'Reading the loan’s status…',
  run: (context, { loanId }) =>
    withReachableLoan<LoanStatusFacts>(context, loanId, async (loan) => {
      const [workflow, openConditionCount] = await Promise.all([
        context.services.loanWorkflow(loan),
        countOpenConditions(context.services.db, loan.id),
      ]);
      const step = workflow.currentStep ? `, at ${workflow.currentStep}` : '';
      return {
        ok: true,
        summary: `Loan ${loan.loanNumber} is ${loan.status}${step}.`,
        data: {
          loanId: loan.id,
          loanNumber: loan.loanNumber,
          borrowerName: loan.borrowerName,
          status: loan.status,
          currentStep: workflow.currentStep,
          openConditionCount,
        },
      };
    }),
});

export interface OpenCondition {
  title: string;
  status: ConditionStatus;
  category: string;
  /** yyyy-MM-dd, or null. */
  dueDate: string | null;
}

export const openConditionsTool = defineTool({
  name: 'loan_open_conditions',
  description: "The loan's conditions that still need something (open or submitted), soonest due first. Only loans the asker may see.",
  parameters: LoanIdParameters,
  progress: () => 'Reading the open conditions…',
  run: (context, { loanId }) =>
    withReachableLoan<OpenCondition[]>(context, loanId, async (loan) => {
      const conditions = await context.services.db
        .selectFrom('loanConditions')
        // As text: a date read as a Date would shift a day in zones west of UTC.
        .select(['title', 'status', 'category', sql<string | null>`to_char(due_date, 'YYYY-MM-DD')`.as('dueDate')])
        .where('loanId', '=', loan.id)
        .where('status', 'in', [...OPEN_CONDITION_STATUSES])
        .orderBy('loanConditions.dueDate', (order) => order.asc().nullsLast())
        .orderBy('createdAt')
        .execute();
      const count = conditions.length;
      return { ok: true, summary: `${count} open condition${count === 1 ? '' : 's'} on loan ${loan.loanNumber}.`, data: conditions };
    }),
});

export interface MissingDocument {
  /** The folder it is filed in and its key: "Bank Statements (BANKSTMT)". */
  name: string;
  have: number;
  needed: number;
}

export interface OpenTask {
  featureKey: string;
  label: string;
  /** The loan tab where the task is done, when it has one. */
  tab: LoanTabSlug | null;
  /** The folder an upload for it goes to (the first missing document's). */
  folderName: string | null;
  /** Required documents not there yet; for a one-of task, each choice. */
  documents: MissingDocument[];
  /** Any one of `documents` completes the task. */
  oneOf: boolean;
  /** Why it is not complete besides documents (rule messages). */
  problems: string[];
}

export interface MissingDocuments {
  currentStep: string | null;
  tasks: OpenTask[];
}

export const missingDocumentsTool = defineTool({
  name: 'loan_missing_documents',
  description:
    "What the loan's current workflow step still waits for: each task to do with the documents it still needs. Only loans the asker may see.",
  parameters: LoanIdParameters,
  progress: () => 'Checking the workflow for missing documents…',
  run: (context, { loanId }) =>
    withReachableLoan<MissingDocuments>(context, loanId, async (loan) => {
      const workflow = await context.services.loanWorkflow(loan);
      const step = workflow.steps.find((candidate) => candidate.current);
      const tasks: OpenTask[] = (step?.tasks ?? [])
        .filter((task) => task.state === 'to-do')
        .map((task) => {
          const missing = task.documents.filter((document) => !document.complete && !document.optional);
          return {
            featureKey: task.featureKey,
            label: task.label,
            tab: task.tab,
            folderName: missing[0]?.folderName ?? null,
            documents: missing.map((document) => ({
              name: document.folderName ? `${document.folderName} (${document.key})` : document.key,
              have: document.count,
              needed: document.numberRequired,
            })),
            oneOf: task.oneOfDocuments,
            problems: task.problems,
          };
        });
      const documentCount = tasks.reduce((sum, task) => sum + (task.oneOf ? Math.min(1, task.documents.length) : task.documents.length), 0);
      const summary = workflow.currentStep
        ? `${documentCount} document${documentCount === 1 ? '' : 's'} missing at ${workflow.currentStep} on loan ${loan.loanNumber}.`
        : `Loan ${loan.loanNumber} has no workflow.`;
      return { ok: true, summary, data: { currentStep: workflow.currentStep, tasks } };
    }),
});
