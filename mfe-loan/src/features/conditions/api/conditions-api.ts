import { documentsApi, loanDocumentsTag } from '../../documents/api/documents-api';

/**
 * The portal api with the tag of a loan's conditions (id: the loan id). Built on the documents'
 * api so a condition's upload or rejection can invalidate the loan's documents as well.
 */
export const conditionsApi = documentsApi.enhanceEndpoints({ addTagTypes: ['LoanConditions'] });

export function loanConditionsTag(loanId: string) {
  return { type: 'LoanConditions' as const, id: loanId };
}

/**
 * What a successful condition change makes stale: always the loan's conditions; with `loan`, the
 * loan itself (its frame counts open conditions, its workflow may wait on them); with `documents`,
 * the loan's documents (an upload or a rejection).
 */
export function conditionChangeTags(loanId: string, also: { loan?: boolean; documents?: boolean } = {}) {
  return [
    loanConditionsTag(loanId),
    ...(also.loan ? [{ type: 'Loan' as const, id: loanId }] : []),
    ...(also.documents ? [loanDocumentsTag(loanId)] : []),
  ];
}
