import type { DocumentRequirement, DocumentStatus, WorkflowDocumentsInput } from './types';

/** `numberRequired` as a count: a whole number of at least 1, default 1. */
function requiredCount(numberRequired: unknown): number {
  return typeof numberRequired === 'number' && Number.isFinite(numberRequired) && numberRequired >= 1 ? Math.floor(numberRequired) : 1;
}

/**
 * How far a loan meets one document requirement. A document counts once per attachment (in any
 * folder or uncategorised) whose title holds the key in brackets, `[W2]`, compared without case,
 * and once per attachment record whose task tag equals the key. The folder name says where
 * uploads are filed, not where they are counted: a misfiled document still counts. An optional
 * requirement is always complete.
 */
export function countDocuments(requirement: DocumentRequirement, documents: WorkflowDocumentsInput | undefined): DocumentStatus {
  const key = typeof requirement.key === 'string' ? requirement.key : '';
  const marker = `[${key}]`.toLowerCase();
  const attachments = [
    ...(documents?.uncategorizedAttachments ?? []),
    ...(documents?.documents ?? []).flatMap((folder) => folder?.attachments ?? []),
  ];
  const titled =
    key === ''
      ? 0
      : attachments.filter((attachment) => typeof attachment?.title === 'string' && attachment.title.toLowerCase().includes(marker)).length;
  const recorded = key === '' ? 0 : (documents?.attachmentRecords ?? []).filter((record) => record?.taskTag === key).length;
  const count = titled + recorded;
  const numberRequired = requiredCount(requirement.numberRequired);
  const optional = requirement.optional === true;
  return {
    key,
    ...(requirement.folderName === undefined ? {} : { folderName: requirement.folderName }),
    optional,
    numberRequired,
    count,
    complete: optional || count >= numberRequired,
  };
}
