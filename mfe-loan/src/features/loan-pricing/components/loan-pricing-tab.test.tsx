import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { LoanDetail, LoanPricingScenario, LoanScenarioGap, PricingResult } from 'shared-rules';
import { api, fill, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import LoanPricingTab from './loan-pricing-tab';

// The handler set signs in its account executive and prices with the engine over the example rate
// sheet; each test answers the loan's scenario itself.
const sent = recordRequests(server);

const LOAN_ID = 'loan-1';
const loan = { id: LOAN_ID, frame: { readOnly: false, adverseActionLocked: false } } as LoanDetail;

const CREDIT_SCORE_GAP: LoanScenarioGap = {
  scenarioField: 'creditScore',
  fieldId: null,
  label: 'Representative Credit Score',
  problem: 'missing',
  detail: 'The loan data has no credit score: enter the representative score from the credit report.',
};

/** A Texas purchase of a primary single-family home at 80 % LTV: the example sheet's conforming 30-year fixed prices it. */
function loanScenario(overrides: Partial<LoanPricingScenario> = {}): LoanPricingScenario {
  return {
    loanId: LOAN_ID,
    scenario: {
      purpose: 'Purchase',
      occupancy: 'PrimaryResidence',
      propertyType: 'Detached',
      units: 1,
      state: 'TX',
      county: 'Travis',
      propertyValue: 50_000_000,
      loanAmount: 40_000_000,
      mortgageTypes: ['Conventional'],
      channel: 'Brokered - Wholesale',
      organizationId: 'org-summit',
      escrowWaived: false,
    },
    gaps: [CREDIT_SCORE_GAP],
    ...overrides,
  };
}

function answerScenario(answer: LoanPricingScenario) {
  server.use(api.get<LoanPricingScenario>('/loans/:loanId/pricing-scenario', () => HttpResponse.json(answer)));
}

const renderTab = () => renderWithProviders(<LoanPricingTab loan={loan} tab="pricer" />, { store: signedInStore() });

async function enterQuoteInputs(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Quote inputs' });
  await fill(user, within(form).getByRole('textbox', { name: /Credit score/ }), '740');
  await fill(user, within(form).getByRole('textbox', { name: 'DTI' }), '36');
  return form;
}

describe('the Pricing & Lock tab', () => {
  it('shows the loan’s scenario read-only and every gap: loan-data fields link to the URLA tab, the credit score is asked for here', async () => {
    const occupancyGap: LoanScenarioGap = {
      scenarioField: 'occupancy',
      fieldId: '1811',
      label: 'Occupancy',
      problem: 'missing',
      detail: 'Not filled in.',
    };
    const { occupancy: _unknown, ...withoutOccupancy } = loanScenario().scenario;
    answerScenario(loanScenario({ scenario: withoutOccupancy, gaps: [occupancyGap, CREDIT_SCORE_GAP] }));
    renderTab();

    const scenario = await screen.findByRole('region', { name: 'Scenario from the loan' });
    expect(within(scenario).getByText('$500,000.00')).toBeInTheDocument();
    expect(within(scenario).getByText('$400,000.00')).toBeInTheDocument();
    expect(within(scenario).getAllByText('80.00%')).toHaveLength(2);
    expect(within(scenario).getByText('Single family')).toBeInTheDocument();

    const gaps = within(scenario).getByRole('region', { name: 'Needed before pricing' });
    expect(within(gaps).getByRole('link', { name: 'Correct Occupancy on the URLA tab' })).toHaveAttribute('href', `/loan/${LOAN_ID}/urla`);
    expect(within(gaps).getByText(/\(field 1811\)/)).toBeInTheDocument();
    expect(within(gaps).getByText('Representative Credit Score')).toBeInTheDocument();
    expect(within(gaps).getByText('Enter it below, for this quote only.')).toBeInTheDocument();
    expect(within(gaps).getAllByRole('link')).toHaveLength(1);

    // A loan-data gap closes Price and says why.
    const price = screen.getByRole('button', { name: 'Price this loan' });
    expect(price).toBeDisabled();
    expect(price).toHaveAccessibleDescription('Correct the loan data listed above to price this loan.');
  });

  it('prices the loan once the credit score and DTI are entered, and shows the eligible products', async () => {
    const user = userEvent.setup();
    answerScenario(loanScenario());
    renderTab();
    expect(await screen.findByText('This loan is not priced yet')).toBeInTheDocument();
    const form = await enterQuoteInputs(user);
    expect(within(form).getByRole('combobox', { name: /Channel/ })).toHaveValue('Brokered - Wholesale');
    await user.click(within(form).getByRole('button', { name: 'Price this loan' }));

    const products = await screen.findByRole('table', { name: 'Eligible products' });
    expect(within(products).getByRole('row', { name: /Conventional 30-Year Fixed/ })).toBeInTheDocument();
    expect(screen.getByText(/Priced on rate sheet example-lender version .+, effective /)).toBeInTheDocument();
    // A loan's quote does not offer to start another loan.
    expect(screen.queryByRole('button', { name: 'Start a loan with this scenario' })).not.toBeInTheDocument();
    expect(sent('POST', '/api/pricing/scenarios').map((request) => request.body)).toEqual([
      expect.objectContaining({
        propertyValue: 50_000_000,
        loanAmount: 40_000_000,
        creditScore: 740,
        dti: 36_000,
        lockDays: 30,
        mortgageTypes: ['Conventional'],
        organizationId: 'org-summit',
      }),
    ]);
  });

  it('says the credit score is needed, and sends nothing, until it is entered', async () => {
    const user = userEvent.setup();
    answerScenario(loanScenario());
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Price this loan' }));
    expect(await screen.findByText('Credit score must be between 300 and 850')).toBeInTheDocument();
    expect(sent('POST', '/api/pricing/scenarios')).toEqual([]);
  });

  it('says so when no rate sheet is in force', async () => {
    const user = userEvent.setup();
    const detail = 'No rate sheet is in force: an administrator must publish one (Rate Sheets) before scenarios can be priced.';
    answerScenario(loanScenario());
    server.use(api.post<PricingResult>('/pricing/scenarios', () => problem(409, 'no-rate-sheet', detail)));
    renderTab();
    const form = await enterQuoteInputs(user);
    await user.click(within(form).getByRole('button', { name: 'Price this loan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pricing is not available right now');
    expect(alert).toHaveTextContent(detail);
    expect(screen.queryByRole('table', { name: 'Eligible products' })).not.toBeInTheDocument();
  });

  it('says plainly that a rate lock cannot be requested yet, with no button for it', async () => {
    answerScenario(loanScenario());
    renderTab();
    const lock = await screen.findByRole('region', { name: 'Rate lock' });
    expect(lock).toHaveTextContent('Requesting a rate lock is not available yet: it opens here with the lock desk.');
    expect(within(lock).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Retry when the scenario cannot be loaded', async () => {
    server.use(api.get<LoanPricingScenario>('/loans/:loanId/pricing-scenario', () => problem(500, 'internal', 'Something broke.')));
    renderTab();
    expect(await screen.findByText("The loan's pricing scenario could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
