import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { type ApiProblem, type LoanDetail, type LoanLockState, PERSONA, type Profile } from 'shared-rules';
import {
  api,
  collectToasts,
  externalProfile,
  internalProfile,
  problem,
  recordRequests,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { LoanLockBanner } from './loan-lock-banner';

const JORDAN = internalProfile({ id: 'usr-ae-jordan', personas: [{ entityId: PERSONA.accountExecutive }] });
const ADMIN = internalProfile({ id: 'usr-admin', personas: [{ entityId: PERSONA.administrator }] });
const BROKER = externalProfile({ id: 'usr-broker' });
const SINCE = '2026-11-25T14:05:00.000Z';

const loanWith = (frame: Partial<LoanDetail['frame']>) =>
  ({ id: 'loan-1', frame: { resourceLock: null, archived: false, readOnly: false, ...frame } }) as LoanDetail;
const heldBy = (userId: string, name: string) => ({ resourceLock: { holder: { userId, name }, since: SINCE } });

const sent = recordRequests(server);
const shown = collectToasts();

type LockAnswer = HttpResponse<LoanLockState | ApiProblem>;
/** Services holding `profile`, answering every change of the loan's lock or archive with `answer`. */
function serve(profile: Profile, answer: () => LockAnswer = () => problem(404, 'not-found', 'No route')) {
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(profile)),
    api.put<LoanLockState>('/loans/:loanId/lock', answer),
    api.delete<LoanLockState>('/loans/:loanId/lock', answer),
    api.put<LoanLockState>('/loans/:loanId/archived', answer),
  );
}

describe("the loan's lock banner", () => {
  it('names who holds the lock and since when; the broker reads only, with nothing to press', async () => {
    serve(BROKER);
    renderWithProviders(<LoanLockBanner loan={loanWith({ ...heldBy('usr-ae-jordan', 'Jordan Reyes'), readOnly: true })} />, {
      store: signedInStore(),
    });
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Jordan Reyes is working on this loan');
    expect(banner).toHaveTextContent(/Since .*It is read-only for you until they release it\./);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets lender staff take the lock, and says so', async () => {
    const user = userEvent.setup();
    const state: LoanLockState = { loanId: 'loan-1', archived: false, ...heldBy('usr-ae-jordan', 'Jordan Reyes') };
    serve(JORDAN, () => HttpResponse.json(state));
    renderWithProviders(<LoanLockBanner loan={loanWith({})} />, { store: signedInStore() });
    await user.click(await screen.findByRole('button', { name: 'Take the lock' }));
    await waitFor(() => expect(shown.toasts).toEqual([expect.objectContaining({ kind: 'success', title: 'Lock taken' })]));
    expect(sent('PUT', '/api/loans/loan-1/lock')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Archive the loan' })).toBeNull();
  });

  it('the holder releases it; a refusal shows the error toast', async () => {
    const user = userEvent.setup();
    serve(JORDAN, () => problem(403, 'forbidden', 'Only Jordan Reyes or an administrator can release this loan lock.'));
    renderWithProviders(<LoanLockBanner loan={loanWith(heldBy('usr-ae-jordan', 'Jordan Reyes'))} />, { store: signedInStore() });
    expect(await screen.findByText("You hold this loan's lock")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release the lock' }));
    await waitFor(() => expect(shown.toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'The lock was not released' })]));
    expect(sent('DELETE', '/api/loans/loan-1/lock')).toHaveLength(1);
  });

  it('an administrator restores an archived loan', async () => {
    const user = userEvent.setup();
    serve(ADMIN, () => HttpResponse.json({ loanId: 'loan-1', archived: false, resourceLock: null }));
    renderWithProviders(<LoanLockBanner loan={loanWith({ archived: true, readOnly: true })} />, { store: signedInStore() });
    expect(await screen.findByRole('status')).toHaveTextContent('This loan is archivedIt can be read but not changed.');
    await user.click(await screen.findByRole('button', { name: 'Restore the loan' }));
    await waitFor(() => expect(sent('PUT', '/api/loans/loan-1/archived').map((request) => request.body)).toEqual([{ archived: false }]));
  });
});
