import type { LoanContactsUpdate, LoanDetailContacts } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `PUT /api/loans/:id/contacts`: 422 invalid-contact, 400 contacts-required and 423 loan-locked come back as problems. */
const updateLoanContactsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/contacts/update-loan-contacts', (build) => ({
    updateLoanContacts: build.mutation<LoanDetailContacts, { loanId: string; body: LoanContactsUpdate }>({
      query: ({ loanId, body }) => ({ url: paths.loanContacts(loanId), method: 'PUT', body }),
      invalidatesTags: (result, _error, { loanId }) => (result ? [{ type: 'Loan', id: loanId }] : []),
    }),
  })),
});

export const { useUpdateLoanContactsMutation } = updateLoanContactsApi;
