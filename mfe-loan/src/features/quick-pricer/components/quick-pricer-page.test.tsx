import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { PricingResult } from 'shared-rules';
import { api, fieldProblem, fill, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { QuickPricerPage } from './quick-pricer-page';

// The handler set signs in its account executive (lender staff quote any channel, wholesale first)
// and prices with the engine over the example rate sheet, as the demo does; tests replace the answer
// for the refusals.
const sent = recordRequests(server);

interface Scenario {
  value: string;
  loan: string;
  score: string;
  dti: string;
}

const TEXAS_PURCHASE: Scenario = { value: '500,000', loan: '400,000', score: '740', dti: '36' };

async function fillScenario(user: UserEvent, scenario: Scenario = TEXAS_PURCHASE) {
  const form = await screen.findByRole('form', { name: 'Pricing scenario' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'TX');
  await fill(user, within(form).getByRole('textbox', { name: 'Property value' }), scenario.value);
  await fill(user, within(form).getByRole('textbox', { name: 'Loan amount' }), scenario.loan);
  await fill(user, within(form).getByRole('textbox', { name: /Credit score/ }), scenario.score);
  await fill(user, within(form).getByRole('textbox', { name: 'DTI' }), scenario.dti);
}

const renderPage = () => renderWithProviders(<QuickPricerPage />, { store: signedInStore() });

describe('the Quick Pricer', () => {
  it('says what is missing or out of range under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Price' }));
    expect(await screen.findByText('Choose the property state')).toBeInTheDocument();
    expect(screen.getByText('Enter the property value')).toBeInTheDocument();
    expect(screen.getByText('Enter a loan amount greater than $0')).toBeInTheDocument();
    expect(screen.getByText('Credit score must be between 300 and 850')).toBeInTheDocument();
    expect(screen.getByText('Enter a DTI between 0% and 100%')).toBeInTheDocument();

    await fillScenario(user, { value: '300,000', loan: '350,000', score: '900', dti: '36' });
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText('The loan amount cannot be more than the property value')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Credit score/ })).toHaveAccessibleDescription(
      expect.stringContaining('Credit score must be between 300 and 850'),
    );
    expect(sent('POST', '/api/pricing/scenarios')).toEqual([]);
  });

  it('prices the scenario: one row per eligible product at par, the ladder with par marked, the adjustments on demand', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No scenario priced yet')).toBeInTheDocument();
    await fillScenario(user);
    expect(screen.getByText('LTV 80.00% · CLTV 80.00%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Price' }));

    const products = await screen.findByRole('table', { name: 'Eligible products' });
    const conventional = within(products).getByRole('row', { name: /Conventional 30-Year Fixed/ });
    expect(within(conventional).getByText('6.625%')).toBeInTheDocument();
    // Lender staff quote without an organisation's margin: the wholesale margin alone comes off.
    expect(within(conventional).getByText('100.500')).toBeInTheDocument();
    expect(within(conventional).getByText('$2,561.24')).toBeInTheDocument();
    expect(within(conventional).getByText('80.00%')).toBeInTheDocument();
    expect(screen.getByText(/Priced on rate sheet example-lender version 2026-12-01\.1, effective 12\/01\/2026/)).toBeInTheDocument();
    // What left the browser: integers in the engine's units, read from the typed text.
    expect(sent('POST', '/api/pricing/scenarios').map((request) => request.body)).toEqual([
      expect.objectContaining({ propertyValue: 50_000_000, loanAmount: 40_000_000, creditScore: 740, dti: 36_000, lockDays: 30 }),
    ]);

    await user.click(within(conventional).getByRole('button', { name: 'Show rate ladder for Conventional 30-Year Fixed' }));
    const ladder = await screen.findByRole('table', { name: 'Rate ladder, Conventional 30-Year Fixed' });
    const parRow = within(ladder).getByRole('row', { name: /6\.625%/ });
    expect(within(parRow).getByText('Par')).toBeInTheDocument();
    expect(within(ladder).getAllByText('Par')).toHaveLength(1);
    expect(within(ladder).getByRole('row', { name: /6\.000%/ })).toHaveTextContent('97.375');

    await user.click(screen.getByRole('button', { name: 'Show adjustments' }));
    const adjustments = await screen.findByRole('table', { name: 'Adjustments, Conventional 30-Year Fixed' });
    expect(within(adjustments).getByText('Credit score 740–759 × LTV 75.01–80.00 %')).toBeInTheDocument();
    expect(within(adjustments).getByText('-0.375')).toBeInTheDocument();
  });

  it('marks prices the cap lowered', async () => {
    const user = userEvent.setup();
    renderPage();
    // The example sheet caps its 30-year fixed at 101.000 for loans up to $150,000.
    await fillScenario(user, { value: '200,000', loan: '140,000', score: '780', dti: '30' });
    await user.click(screen.getByRole('button', { name: 'Price' }));
    const products = await screen.findByRole('table', { name: 'Eligible products' });
    await user.click(within(products).getByRole('button', { name: 'Show rate ladder for Conventional 30-Year Fixed' }));
    const ladder = await screen.findByRole('table', { name: 'Rate ladder, Conventional 30-Year Fixed' });
    // 6.875 % prices at 101.625 before the cap.
    expect(within(ladder).getByRole('row', { name: /6\.875%/ })).toHaveTextContent('Capped, uncapped price 101.625101.000');
    expect(within(ladder).getByRole('row', { name: /6\.000%/ })).not.toHaveTextContent('Capped');
  });

  it('lists each ineligible product with every reason, collapsed until opened', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillScenario(user);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    const section = await screen.findByRole('button', { name: '1 ineligible product' });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    await user.click(section);
    const dscr = await screen.findByRole('region', { name: 'DSCR 30-Year Fixed' });
    expect(within(dscr).getByText('A DSCR is required')).toBeVisible();
    expect(within(dscr).getByText('Occupancy PrimaryResidence is not allowed')).toBeVisible();
  });

  it('says so when no rate sheet is in force', async () => {
    const user = userEvent.setup();
    const detail = 'No rate sheet is in force: an administrator must publish one (Rate Sheets) before scenarios can be priced.';
    server.use(api.post<PricingResult>('/pricing/scenarios', () => problem(409, 'no-rate-sheet', detail)));
    renderPage();
    await fillScenario(user);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pricing is not available right now');
    expect(alert).toHaveTextContent(detail);
    expect(screen.queryByRole('table', { name: 'Eligible products' })).not.toBeInTheDocument();
  });

  it('puts a 422 under the field it names', async () => {
    const user = userEvent.setup();
    server.use(
      api.post<PricingResult>('/pricing/scenarios', () =>
        fieldProblem(422, 'validation-failed', 'body.loanAmount', 'Loan amount is above what any product lends'),
      ),
    );
    renderPage();
    await fillScenario(user);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Loan amount' })).toHaveAccessibleDescription(
        'Loan amount is above what any product lends',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the fields marked below and price again.');
  });

  it('offers to price again when services do not answer', async () => {
    const user = userEvent.setup();
    server.use(api.post<PricingResult>('/pricing/scenarios', () => HttpResponse.error()));
    renderPage();
    await fillScenario(user);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText('The scenario could not be priced')).toBeInTheDocument();
    // Services answer again.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Price again' }));
    expect(await screen.findByRole('table', { name: 'Eligible products' })).toBeInTheDocument();
  });
});
