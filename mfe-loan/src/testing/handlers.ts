// The Loan remote's handler set for jest: what every loan page may read before the test's own
// answers (`server.use(...)`) come into play — the profile (a lender's account executive), the
// document upload rules of the documents setting's default, and pricing over the example rate sheet
// (a loan's pricing scenario: the example purchase, its credit score to be entered).
import { HttpResponse } from 'msw';
import {
  type DocumentUploadRules,
  documentUploadRulesOf,
  EXAMPLE_PURCHASE_SCENARIO,
  EXAMPLE_RATE_SHEET,
  type LoanPricingScenario,
  PERSONA,
  type PricingResult,
  type PricingScenario,
  type Profile,
  priceScenario,
  SETTING_DEFINITIONS,
} from 'shared-rules';
import { api, internalProfile } from 'shared-ui/testing';

/** The user signed in unless a test says otherwise. */
export const accountExecutive: Profile = internalProfile({ id: 'usr-ae-jordan', personas: [{ entityId: PERSONA.accountExecutive }] });

export const handlers = [
  api.get<Profile>('/profile', () => HttpResponse.json(accountExecutive)),
  api.get<DocumentUploadRules>('/documents/upload-rules', () =>
    HttpResponse.json(documentUploadRulesOf(SETTING_DEFINITIONS.documents.defaultValue)),
  ),
  // The engine services run, over the sheet the demo seeds: the quotes are the real ones.
  api.post<PricingResult, PricingScenario>('/pricing/scenarios', async ({ request }) =>
    HttpResponse.json(priceScenario(EXAMPLE_RATE_SHEET, await request.json())),
  ),
  // Any loan gives the example purchase but its credit score, which loan data does not hold.
  api.get<LoanPricingScenario, never, { loanId: string }>('/loans/:loanId/pricing-scenario', ({ params }) => {
    const { creditScore: _creditScore, dti: _dti, lockDays: _lockDays, ...fromLoan } = EXAMPLE_PURCHASE_SCENARIO;
    return HttpResponse.json({
      loanId: params.loanId,
      scenario: { ...fromLoan, organizationId: 'org-summit' },
      gaps: [
        {
          scenarioField: 'creditScore',
          fieldId: null,
          label: 'Credit score',
          problem: 'missing',
          detail: 'Loan data holds no credit score.',
        },
      ],
    });
  }),
];
