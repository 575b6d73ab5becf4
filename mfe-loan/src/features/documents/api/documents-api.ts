import { api } from 'shared-ui';

/** The portal api with the tag of a loan's documents (id: the loan id), which every change invalidates. */
export const documentsApi = api.enhanceEndpoints({ addTagTypes: ['LoanDocuments'] });

export function loanDocumentsTag(loanId: string) {
  return { type: 'LoanDocuments' as const, id: loanId };
}
