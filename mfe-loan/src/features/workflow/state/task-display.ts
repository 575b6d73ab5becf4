import type { LoanTabSlug, LoanWorkflowTask, TaskState } from 'shared-rules';
import { linkTo } from 'shared-ui';

export const TASK_STATE_LABELS: Record<TaskState, { label: string; color: string }> = {
  complete: { label: 'Complete', color: 'green' },
  'to-do': { label: 'To do', color: 'orange' },
  optional: { label: 'Optional', color: 'gray' },
};

/** "1 of 2", or "Optional" for a document that never holds the task back and is not there yet. */
export function documentCountLabel(document: LoanWorkflowTask['documents'][number]): string {
  if (document.optional && document.count === 0) return 'Optional';
  return `${Math.min(document.count, document.numberRequired)} of ${document.numberRequired}`;
}

/**
 * Where a document of a task is uploaded: the Documents tab, with the task's tag and folder
 * chosen, so the upload counts for the task and is filed where the lender expects it.
 */
export function taskUploadLink(loanId: string, document: LoanWorkflowTask['documents'][number]): string {
  return linkTo('loan', { loanId, tab: 'documents', task: document.key, folder: document.folderName ?? undefined });
}

/** The tab a task opens, when the loan has that tab open. */
export function taskTabLink(
  loanId: string,
  task: LoanWorkflowTask,
  openTabs: readonly string[],
): { href: string; tab: LoanTabSlug } | null {
  if (!task.tab || !openTabs.includes(task.tab)) return null;
  return { href: linkTo('loan', { loanId, tab: task.tab }), tab: task.tab };
}
