import { type ChatAction, formatCalendarDate, type LoanTabSlug } from 'shared-rules';
import type { ProviderReply } from '../provider/chat-provider';
import type { LoanMatch } from '../tools/loan-lookup';
import type { LoanStatusFacts, MissingDocuments, OpenCondition } from '../tools/loan-tools';
import type { LoanTopic } from './loan-reference';
import { counted, literal, shorten } from './markdown';

/** The Markdown replies of the loan intent, from what its tools found (pure). */

const LABEL_LENGTH = 80;

export const openPipeline: ChatAction = {
  type: 'NAVIGATE',
  label: 'Open my pipeline',
  description: 'Every loan you can see, with search and filters.',
  routeName: 'pipeline',
};

export function openLoan(loanId: string, tab: LoanTabSlug, label: string, extra: Record<string, string> = {}): ChatAction {
  return { type: 'NAVIGATE', label: shorten(label, LABEL_LENGTH), routeName: 'loan', params: { loanId, tab, ...extra } };
}

const loanName = (loan: { loanNumber: string; borrowerName: string }) =>
  loan.borrowerName ? `**Loan ${loan.loanNumber}** (${literal(loan.borrowerName)})` : `**Loan ${loan.loanNumber}**`;

/** The same words whether the loan does not exist or belongs to someone the asker does not reach. */
export function loanNotFound(asked: { loanNumber: string } | { borrowerName: string }): ProviderReply {
  const what =
    'loanNumber' in asked ? `loan **${literal(asked.loanNumber)}**` : `a loan for a borrower named **${literal(asked.borrowerName)}**`;
  return {
    content: `I couldn't find ${what} among the loans you can see. Check the ${'loanNumber' in asked ? 'number' : 'name'}, or look the loan up in your pipeline.`,
    actions: [openPipeline],
    citations: [],
  };
}

/** A loan question without a loan to answer it about. */
export function whichLoan(): ProviderReply {
  return {
    content: "Which loan do you mean? Tell me its loan number or the borrower's name, or ask me again from the loan's page.",
    actions: [openPipeline],
    citations: [],
  };
}

/** Several loans matched a borrower's name: the asker picks. */
export function pickALoan(name: string, loans: readonly LoanMatch[]): ProviderReply {
  const lines = loans.map((loan) => `- ${loan.loanNumber}: ${literal(loan.borrowerName)} (${loan.status})`);
  return {
    content: [
      `I found ${counted(loans.length, 'loan')} for **${literal(name)}**:`,
      '',
      ...lines,
      '',
      'Which one do you mean? Ask me again with its loan number.',
    ].join('\n'),
    actions: loans.slice(0, 3).map((loan) => openLoan(loan.loanId, 'summary', `Open loan ${loan.loanNumber} (${loan.borrowerName})`)),
    citations: [],
  };
}

export interface LoanFindings {
  status: LoanStatusFacts;
  conditions: OpenCondition[] | null;
  missing: MissingDocuments | null;
}

function conditionLines(conditions: readonly OpenCondition[]): string[] {
  if (conditions.length === 0) return ['No conditions are open.'];
  return [
    `**Open conditions (${conditions.length})**`,
    ...conditions.map((condition) => {
      const due = condition.dueDate ? `, due ${formatCalendarDate(condition.dueDate) ?? condition.dueDate}` : '';
      return `- ${literal(condition.title)}: ${condition.status}, ${literal(condition.category)}${due}`;
    }),
  ];
}

function missingLines(missing: MissingDocuments): string[] {
  if (missing.currentStep === null) return ['This loan has no workflow, so no documents are tracked against steps.'];
  const step = literal(missing.currentStep);
  if (missing.tasks.length === 0) return [`Nothing is missing for the **${step}** step.`];
  return [
    `**Still to do at ${step}**`,
    ...missing.tasks.map((task) => {
      const documents = task.documents.map((document) => `${literal(document.name)}, ${document.have} of ${document.needed}`);
      const needs = documents.length === 0 ? task.problems.map(literal).join('; ') : documents.join(task.oneOf ? ' or ' : '; ');
      return needs ? `- ${literal(task.label)}: ${needs}` : `- ${literal(task.label)}`;
    }),
  ];
}

/** The tab that shows what was asked, and how the button to it reads. */
function tabFor(topic: LoanTopic, findings: LoanFindings): { tab: LoanTabSlug; label: string } {
  switch (topic) {
    case 'conditions':
      return { tab: 'conditions', label: 'Open the conditions' };
    case 'documents':
      return { tab: 'documents', label: 'Open the documents' };
    case 'step':
      return { tab: 'workflow', label: 'Open the workflow' };
    case 'missing':
      return (findings.conditions?.length ?? 0) > 0
        ? { tab: 'conditions', label: 'Open the conditions' }
        : { tab: 'workflow', label: 'Open the workflow' };
    case 'status':
      return { tab: 'summary', label: `Open loan ${findings.status.loanNumber}` };
  }
}

/** What the loan's tools found, answering the topic asked, with the buttons to the right tabs. */
export function loanAnswer(topic: LoanTopic, findings: LoanFindings): ProviderReply {
  const { status, conditions, missing } = findings;
  const step = status.currentStep ? ` and stands at the **${literal(status.currentStep)}** step` : '';
  const paragraphs = [`${loanName(status)} is **${status.status}**${step}.`];
  if (conditions) paragraphs.push(conditionLines(conditions).join('\n'));
  else paragraphs.push(`${counted(status.openConditionCount, 'condition is', 'conditions are')} open.`);
  if (missing) paragraphs.push(missingLines(missing).join('\n'));

  const { tab, label } = tabFor(topic, findings);
  const actions = [openLoan(status.loanId, tab, label)];
  const upload = missing?.tasks.find((task) => task.documents.length > 0);
  if (upload) {
    const extra: Record<string, string> = { task: upload.featureKey, ...(upload.folderName ? { folder: upload.folderName } : {}) };
    actions.push(openLoan(status.loanId, 'documents', `Upload for “${upload.label}”`, extra));
  }
  return { content: paragraphs.join('\n\n'), actions, citations: [] };
}
