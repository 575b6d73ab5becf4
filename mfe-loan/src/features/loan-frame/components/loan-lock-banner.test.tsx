import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PERSONA, type LoanDetail, type LoanLockState, type Profile } from 'shared-rules';
import { createBus, getBus, setBus } from 'shared-ui';
import {
  externalProfile,
  type FakeResponse,
  installFakeFetch,
  internalProfile,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { LoanLockBanner } from './loan-lock-banner';

const JORDAN = internalProfile({ id: 'usr-ae-jordan', personas: [{ entityId: PERSONA.accountExecutive }] });
const ADMIN = internalProfile({ id: 'usr-admin', personas: [{ entityId: PERSONA.administrator }] });
const BROKER = externalProfile({ id: 'usr-broker' });
const SINCE = '2026-11-25T14:05:00.000Z';

const loanWith = (frame: Partial<LoanDetail['frame']>) =>
  ({ id: 'loan-1', frame: { resourceLock: null, archived: false, readOnly: false, ...frame } }) as LoanDetail;
const heldBy = (userId: string, name: string) => ({ resourceLock: { holder: { userId, name }, since: SINCE } });

let fake: ReturnType<typeof installFakeFetch>;
beforeEach(() => setBus(createBus()));
afterEach(() => fake?.uninstall());

function serve(profile: Profile, answer: (method: string) => FakeResponse = () => problemResponse(404, 'not-found', 'No route')) {
  fake = installFakeFetch((request) => (request.url === '/api/profile' ? jsonResponse(profile) : answer(request.method)));
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
    const state: LoanLockState = { loanId: 'loan-1', archived: false, ...heldBy('usr-ae-jordan', 'Jordan Reyes') };
    serve(JORDAN, () => jsonResponse(state));
    const toasts: unknown[] = [];
    getBus().subscribe('host:toast', (toast) => toasts.push(toast));
    renderWithProviders(<LoanLockBanner loan={loanWith({})} />, { store: signedInStore() });
    fireEvent.click(await screen.findByRole('button', { name: 'Take the lock' }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ kind: 'success', title: 'Lock taken' })]));
    expect(fake.requests().find((request) => request.method === 'PUT')?.url).toBe('/api/loans/loan-1/lock');
    expect(screen.queryByRole('button', { name: 'Archive the loan' })).toBeNull();
  });

  it('the holder releases it; a refusal shows the error toast', async () => {
    serve(JORDAN, () => problemResponse(403, 'forbidden', 'Only Jordan Reyes or an administrator can release this loan lock.'));
    const toasts: unknown[] = [];
    getBus().subscribe('host:toast', (toast) => toasts.push(toast));
    renderWithProviders(<LoanLockBanner loan={loanWith(heldBy('usr-ae-jordan', 'Jordan Reyes'))} />, { store: signedInStore() });
    expect(await screen.findByText("You hold this loan's lock")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Release the lock' }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'The lock was not released' })]));
    expect(fake.requests().find((request) => request.method === 'DELETE')?.url).toBe('/api/loans/loan-1/lock');
  });

  it('an administrator restores an archived loan', async () => {
    serve(ADMIN, () => jsonResponse({ loanId: 'loan-1', archived: false, resourceLock: null }));
    renderWithProviders(<LoanLockBanner loan={loanWith({ archived: true, readOnly: true })} />, { store: signedInStore() });
    expect(await screen.findByRole('status')).toHaveTextContent('This loan is archivedIt can be read but not changed.');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore the loan' }));
    await waitFor(() => expect(fake.requests().find((request) => request.method === 'PUT')?.body).toBe('{"archived":false}'));
  });
});
