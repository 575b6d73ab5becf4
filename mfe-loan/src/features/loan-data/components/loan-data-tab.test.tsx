import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ApiProblem, LoanFieldValue } from 'shared-rules';
import { getBus } from 'shared-ui';
import { collectToasts, fill, internalProfile, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { LOAN, type LoanDataServices, loanData, loanDataServices, loanDetail, savedResponse } from './loan-data-fixtures';
import LoanDataTabPage from './loan-data-tab';

jest.mock('shared-rules', () => {
  const actual = jest.requireActual('shared-rules');
  return {
    ...actual,
    loanDataLayout: (...args: Parameters<typeof actual.loanDataLayout>) => jest.requireActual('./loan-data-fixtures').testLayout(...args),
  };
});

const sent = recordRequests(server);
const shown = collectToasts();
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

function serve(services: LoanDataServices) {
  server.use(...loanDataServices(services));
}

function renderTab(options: { readOnly?: boolean; store?: ReturnType<typeof signedInStore> } = {}) {
  return renderWithProviders(<LoanDataTabPage loan={loanDetail(options.readOnly)} tab="urla" />, {
    store: options.store ?? signedInStore(),
    route: `/loan/${LOAN}/urla`,
  });
}

const pairSection = (pair: number) => screen.getByRole('region', { name: `Borrower Information — Borrower Pair ${pair}` });
const actionBar = () => screen.getByRole('region', { name: 'Unsaved changes' });
const saveButton = () => within(actionBar()).getByRole('button', { name: 'Save' });
const type = (input: HTMLElement, value: string) => fill(user, input, value);

describe('the URLA tab', () => {
  it('shows the sections per pair with the fields by their definitions, custom labels and display-only fields', async () => {
    serve({ data: () => loanData() });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'URLA', level: 2 })).toBeInTheDocument();
    const borrower = pairSection(1);
    expect(within(borrower).getByRole('heading', { name: 'Borrower Information — Borrower Pair 1', level: 3 })).toBeInTheDocument();
    expect(within(borrower).getByRole('group', { name: 'Borrower Information — Borrower Pair 1' })).toBeInTheDocument();
    expect(within(borrower).getByRole('textbox', { name: 'Borrower First Name' })).toHaveValue('Ana');
    expect(within(borrower).getByRole('textbox', { name: 'Borrower SSN' })).toHaveValue('123-45-6789');
    // FORMFIELD rules: the last name is shown but not editable, the home phone has the lender's label.
    expect(within(borrower).getByRole('textbox', { name: 'Borrower Last Name' })).toBeDisabled();
    expect(within(borrower).getByRole('textbox', { name: 'Home phone (with area code)' })).toBeEnabled();
    expect(within(borrower).getByRole('combobox', { name: 'Borrower Marital Status' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Loan Amount' })).toHaveValue('425000');
    // One pair: nothing to remove.
    expect(screen.queryByRole('button', { name: /^Remove borrower pair/ })).not.toBeInTheDocument();
    expect(within(actionBar()).getByText('No unsaved changes')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(within(actionBar()).getByText('Nothing to save: no field has been changed.')).toBeInTheDocument();
  });

  it('keeps a display-only field disabled for lender staff too, as services refuse its change', async () => {
    serve({ data: () => loanData(), profile: internalProfile() });
    renderTab();
    const borrower = await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 1' });
    await waitFor(() => expect(within(borrower).getByRole('textbox', { name: 'Home phone (with area code)' })).toBeEnabled());
    expect(within(borrower).getByRole('textbox', { name: 'Borrower Last Name' })).toBeDisabled();
  });

  it('applies masks, shows rule messages as the user types, and counts changes until they are typed back', async () => {
    serve({ data: () => loanData() });
    renderTab();
    const borrower = await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 1' });
    const ssn = within(borrower).getByRole('textbox', { name: 'Borrower SSN' });
    await type(ssn, '12345');
    expect(ssn).toHaveValue('123-45');
    expect(within(borrower).getByText('Enter the SSN as 123-45-6789.')).toBeInTheDocument();
    expect(ssn.getAttribute('aria-describedby')).toBeTruthy();
    const firstName = within(borrower).getByRole('textbox', { name: 'Borrower First Name' });
    await type(firstName, '');
    expect(within(borrower).getByText('Value is required')).toBeInTheDocument();
    expect(within(actionBar()).getByText('2 unsaved changes')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(within(actionBar()).getByText(/^2 fields need correcting before saving/)).toBeInTheDocument();

    await type(ssn, '123456789');
    expect(ssn).toHaveValue('123-45-6789');
    await type(firstName, 'Ana');
    expect(within(borrower).queryByText('Enter the SSN as 123-45-6789.')).not.toBeInTheDocument();
    expect(within(borrower).queryByText('Value is required')).not.toBeInTheDocument();
    expect(within(actionBar()).getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('saves only the changed fields with the version, toasts, and starts again from the saved values', async () => {
    let saved: { version: number; changes: Record<string, LoanFieldValue> } | null = null;
    serve({
      data: () => loanData(),
      save: (body) => {
        saved = body;
        return savedResponse({ ...body.changes, '1109': '300000.00' }, 6);
      },
    });
    renderTab();
    const borrower = await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 1' });
    await type(within(borrower).getByRole('textbox', { name: 'Borrower First Name' }), 'Anna');
    await type(screen.getByRole('textbox', { name: 'Loan Amount' }), '300,000');
    expect(within(actionBar()).getByText('2 unsaved changes')).toBeInTheDocument();
    await user.click(saveButton());

    await waitFor(() =>
      expect(shown.toasts).toContainEqual({ kind: 'success', title: 'Loan data saved', message: '2 changes were saved to the loan.' }),
    );
    expect(saved).toEqual({ version: 5, changes: { '4000#1': 'Anna', '1109': 300000 } });
    expect(within(actionBar()).getByText('No unsaved changes')).toBeInTheDocument();
    // The next save is based on the saved version.
    await type(within(borrower).getByRole('textbox', { name: 'Borrower First Name' }), 'Annie');
    await user.click(saveButton());
    await waitFor(() => expect(saved?.version).toBe(6));
  });

  it("puts the server's refusal (422) under the refused fields", async () => {
    serve({
      data: () => loanData(),
      save: () => {
        const fields: ApiProblem['fields'] = [{ field: 'body.changes.1109', message: 'The loan amount is above the conforming limit.' }];
        return problem(422, 'invalid-loan-data', 'Some values were refused.', { fields });
      },
    });
    renderTab();
    const amount = await screen.findByRole('textbox', { name: 'Loan Amount' });
    await type(amount, '900000');
    await user.click(saveButton());
    expect(await screen.findByText('The loan amount is above the conforming limit.')).toBeInTheDocument();
    expect(shown.toasts[0]).toMatchObject({ kind: 'error', title: 'The loan data was not saved' });
    expect(saveButton()).toBeDisabled();
    await type(amount, '800000');
    expect(screen.queryByText('The loan amount is above the conforming limit.')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('disables the whole page on a read-only loan', async () => {
    serve({ data: () => loanData() });
    renderTab({ readOnly: true });
    const borrower = await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 1' });
    expect(within(borrower).getByRole('textbox', { name: 'Borrower First Name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add borrower pair' })).toBeDisabled();
    expect(saveButton()).toBeDisabled();
    expect(within(actionBar()).getByText('This loan is read-only for you, so nothing can be saved.')).toBeInTheDocument();
  });

  it('stores a schema-load error and does not ask for the same fields again until they change', async () => {
    let failing = true;
    let pairs = 1;
    serve({
      data: () => loanData({ borrowerPairs: pairs }),
      schemas: () => (failing ? problem(503, 'unavailable', 'The field service is unavailable.') : null),
    });
    const store = signedInStore();
    const schemaCalls = () => sent('GET', '/api/field-schemas').length;
    const first = renderTab({ store });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The fields of this page could not be loaded');
    expect(alert).toHaveTextContent('The field service is unavailable.');
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    expect(retry).toBeDisabled();
    const callsAfterFailure = schemaCalls();

    // Opening the tab again keeps the stored error: nothing is asked again.
    failing = false;
    first.unmount();
    renderTab({ store });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeDisabled();
    expect(schemaCalls()).toBe(callsAfterFailure);

    // Another user adds a pair: the fields to load change, and Retry asks for them.
    pairs = 2;
    await act(async () => getBus().emit('socket:loan-update', { loanId: LOAN }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('The fields this page needs have changed since');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 2' })).toBeInTheDocument();
    expect(schemaCalls()).toBeGreaterThan(callsAfterFailure);
  });
});
