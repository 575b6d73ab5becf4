import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { ApiProblem, LoanFieldValue } from 'shared-rules';
import { getBus } from 'shared-ui';
import { collectToasts, fill, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import {
  LOAN,
  LOAN_DATA_RULES,
  type LoanDataServices,
  loanData,
  loanDataServices,
  loanDetail,
  ruleSet,
  savedResponse,
} from './loan-data-fixtures';
import LoanDataParent from './loan-data-parent';
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

function renderTab() {
  return renderWithProviders(<LoanDataTabPage loan={loanDetail()} tab="urla" />, { store: signedInStore(), route: `/loan/${LOAN}/urla` });
}

const actionBar = () => screen.getByRole('region', { name: 'Unsaved changes' });
const saveButton = () => within(actionBar()).getByRole('button', { name: 'Save' });
const type = (input: HTMLElement, value: string) => fill(user, input, value);
const firstName = (pair = 1) =>
  within(screen.getByRole('region', { name: `Borrower Information — Borrower Pair ${pair}` })).getByRole('textbox', {
    name: 'Borrower First Name',
  });

function staleProblem(currentVersion: number): HttpResponse<ApiProblem> {
  return problem(409, 'stale-loan-data', 'Another user changed some of these fields.', {
    currentVersion,
    conflicts: [
      {
        fieldId: '4000#1',
        yours: 'Anna',
        theirs: 'Annie',
        changedBy: { userId: 'usr-summit-morgan', name: 'Morgan Patel' },
        changedAt: '2026-11-20T15:30:00.000Z',
      },
    ],
  });
}

describe('the URLA tab with other users', () => {
  it('lists a conflicting field with both values and who changed it, and saves again against the current version', async () => {
    const saves: Array<{ version: number; changes: Record<string, LoanFieldValue> }> = [];
    serve({
      data: () => loanData(),
      save: (body) => {
        saves.push(body);
        return saves.length === 1 ? staleProblem(8) : savedResponse(body.changes, 9);
      },
    });
    renderTab();
    await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 1' });
    await type(firstName(), 'Anna');
    await type(screen.getByRole('textbox', { name: 'Loan Amount' }), '300000');
    await user.click(saveButton());

    const panel = await screen.findByRole('region', { name: 'Another user changed a field you changed' });
    const field = within(panel).getByRole('article', { name: 'Borrower First Name' });
    expect(field).toHaveTextContent('Your value: Anna');
    expect(field).toHaveTextContent('Their value: Annie');
    expect(field).toHaveTextContent(/Changed by Morgan Patel on 11\/20\/2026/);
    expect(within(panel).getByRole('button', { name: 'Save again' })).toBeDisabled();
    expect(saveButton()).toBeDisabled();

    await user.click(within(field).getByRole('radio', { name: 'Take theirs' }));
    await user.click(within(panel).getByRole('button', { name: 'Save again' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    // Theirs taken for the first name: only the loan amount is left, saved against version 8.
    expect(saves[1]).toEqual({ version: 8, changes: { '1109': 300000 } });
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Loan data saved' })));
    expect(screen.queryByRole('region', { name: /changed a field you changed/ })).not.toBeInTheDocument();
    expect(firstName()).toHaveValue('Annie');
  });

  it("keeps the user's own value when they choose Keep mine", async () => {
    const saves: Array<{ version: number; changes: Record<string, LoanFieldValue> }> = [];
    serve({
      data: () => loanData(),
      save: (body) => {
        saves.push(body);
        return saves.length === 1 ? staleProblem(8) : savedResponse(body.changes, 9);
      },
    });
    renderTab();
    await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 1' });
    await type(firstName(), 'Anna');
    await user.click(saveButton());
    const panel = await screen.findByRole('region', { name: 'Another user changed a field you changed' });
    await user.click(within(panel).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(panel).getByRole('button', { name: 'Save again' }));
    await waitFor(() => expect(saves[1]).toEqual({ version: 8, changes: { '4000#1': 'Anna' } }));
  });

  it("shows another user's save at once, and while the form has changes keeps them and says so", async () => {
    let data = loanData();
    serve({ data: () => data });
    renderTab();
    await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 1' });

    data = loanData({ version: 6, values: { ...data.values, '4000#1': 'Annie' } });
    await act(async () => getBus().emit('socket:loan-update', { loanId: LOAN }));
    await waitFor(() => expect(firstName()).toHaveValue('Annie'));
    expect(screen.queryByText('Another user saved changes to this loan')).not.toBeInTheDocument();

    await type(screen.getByRole('textbox', { name: 'Loan Amount' }), '1');
    data = loanData({ version: 7, values: { ...data.values, '4000#1': 'Anya' } });
    await act(async () => getBus().emit('socket:loan-update', { loanId: LOAN }));
    expect(await screen.findByText('Another user saved changes to this loan')).toBeInTheDocument();
    // The field this user did not change shows the other's value; the changed one stays theirs.
    expect(firstName()).toHaveValue('Anya');
    expect(screen.getByRole('textbox', { name: 'Loan Amount' })).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Discard mine and show theirs' }));
    await waitFor(() => expect(firstName()).toHaveValue('Anya'));
    expect(screen.queryByText('Another user saved changes to this loan')).not.toBeInTheDocument();
  });

  it('reads the rule sets once, and again when an administrator saves rule sets', async () => {
    let rules = LOAN_DATA_RULES;
    serve({ data: () => loanData({ values: {} }), ruleSets: () => rules });
    const ruleSetReads = () => sent('GET', '/api/rule-sets').length;
    renderTab();
    const name = await screen.findByRole('textbox', { name: 'Borrower First Name' });
    expect(sent('GET', '/api/rule-sets')[0]?.path).toBe('/api/rule-sets?orgId=org-1&tag=loan-data');
    expect(name.closest('[data-field-id]')).toHaveTextContent('Value is required');
    expect(ruleSetReads()).toBe(1);

    rules = [ruleSet([{ id: 'first-name', ruleType: 'REQUIRED', fieldIdTemplate: '4000#', customErrorMessage: 'Enter the first name.' }])];
    await act(async () => getBus().emit('socket:rule-sets-update', { ruleSetId: 'rs-loan-data', tags: ['loan-data'] }));
    await waitFor(() => expect(name.closest('[data-field-id]')).toHaveTextContent('Enter the first name.'));
    expect(ruleSetReads()).toBe(2);
    // The last name is no longer display-only.
    expect(screen.getByRole('textbox', { name: 'Borrower Last Name' })).toBeEnabled();
  });

  it('keeps Save closed while a field of another page fails a rule just added, and lists it in the bar', async () => {
    let rules = LOAN_DATA_RULES;
    let data = loanData();
    serve({ data: () => data, ruleSets: () => rules });
    renderTab();
    await type(await screen.findByRole('textbox', { name: 'Borrower First Name' }), 'Anna');
    expect(saveButton()).toBeEnabled();

    // The administrator makes occupancy (a field of another page) required; services now send its value.
    rules = [...LOAN_DATA_RULES, ruleSet([{ id: 'occupancy', ruleType: 'REQUIRED', fieldIdTemplate: '1811' }], { id: 'rs-occupancy' })];
    data = loanData({ values: { ...data.values, '1811': null } });
    await act(async () => getBus().emit('socket:rule-sets-update', { ruleSetId: 'rs-occupancy', tags: ['loan-data'] }));
    const elsewhere = await within(actionBar()).findByRole('alert', { name: 'Not on this page' });
    expect(elsewhere).toHaveTextContent('Occupancy: Value is required');
    expect(saveButton()).toBeDisabled();
    expect(actionBar()).toHaveTextContent('1 field needs correcting before saving: they are not on this page and are listed below.');
    expect(firstName()).toHaveValue('Anna');

    // Another user fills occupancy in: its saved value arrives, and Save opens again with the change kept.
    data = loanData({ version: data.version + 1, values: { ...data.values, '1811': 'PrimaryResidence' } });
    await act(async () => getBus().emit('socket:loan-update', { loanId: LOAN }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(within(actionBar()).queryByRole('alert', { name: 'Not on this page' })).not.toBeInTheDocument();
    expect(firstName()).toHaveValue('Anna');
  });

  it('adds a borrower pair, and removes one after asking', async () => {
    let pairs = 1;
    const removed: Array<[number, number]> = [];
    serve({
      data: () => loanData({ borrowerPairs: pairs, version: 4 + pairs }),
      addPair: ({ version }) => {
        pairs = 2;
        return savedResponse({}, version + 1, 2);
      },
      removePair: (pair, version) => {
        removed.push([pair, version]);
        pairs = 1;
        return savedResponse({}, version + 1, 1);
      },
    });
    renderTab();
    const bar = await screen.findByRole('region', { name: 'Borrower pairs' });
    expect(bar).toHaveTextContent('1 borrower pair on this loan');
    await user.click(within(bar).getByRole('button', { name: 'Add borrower pair' }));
    expect(await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 2' })).toBeInTheDocument();
    expect(shown.toasts).toContainEqual(expect.objectContaining({ title: 'Borrower pair added' }));

    await user.click(screen.getByRole('button', { name: 'Remove borrower pair 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove borrower pair 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove pair 2' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Borrower Information — Borrower Pair 2' })).not.toBeInTheDocument());
    expect(removed).toEqual([[2, 6]]);

    // Pairs change only on a saved form.
    await type(firstName(), 'Anna');
    expect(screen.getByRole('button', { name: 'Add borrower pair' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Borrower pairs' })).toHaveTextContent(
      'Save or discard your changes before adding or removing a borrower pair.',
    );
  });

  it('opens URLA from the Loan Information parent', async () => {
    serve({ data: () => loanData() });
    renderWithProviders(
      <Routes>
        <Route path="/loan/:loanId/loan-data" element={<LoanDataParent loan={loanDetail()} tab="loan-data" />} />
        <Route path="/loan/:loanId/urla" element={<output>URLA page</output>} />
      </Routes>,
      { store: signedInStore(), route: `/loan/${LOAN}/loan-data` },
    );
    expect(await screen.findByText('URLA page')).toBeInTheDocument();
  });
});
