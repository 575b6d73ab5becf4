import type { FastifyInstance } from 'fastify';
import {
  type ApiProblem,
  EXAMPLE_RATE_SHEET,
  type EligibleProduct,
  type LoanDocument,
  type LoanPricingScenario,
  type PricingResult,
  priceScenario,
  type SettingEntry,
} from 'shared-rules';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helpers/test-app';
import {
  ADMIN,
  AE,
  HARBOR_LOAN,
  HARBOR_OFFICER,
  OPS,
  PricingCalls,
  PURCHASE,
  SUMMIT_LOAN,
  SUMMIT_OFFICER,
  SUMMIT_PROCESSOR,
} from './pricing-test-kit';

let database: TestDatabase;
let app: FastifyInstance;
let calls: PricingCalls;

beforeAll(async () => {
  database = await createTestDatabase('scenario-pricing');
  app = await buildTestApp(database);
  calls = new PricingCalls(app);
  await calls.signIn(ADMIN, AE, OPS, SUMMIT_OFFICER, SUMMIT_PROCESSOR, HARBOR_OFFICER);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const price = (email: string, scenario: object = PURCHASE) => calls.call(email, 'POST', '/api/pricing/scenarios', scenario);
const conforming30 = (result: PricingResult) => {
  const product = result.products.find((candidate) => candidate.productId === 'CONV30');
  if (!product?.eligible) throw new Error('CONV30 is not eligible');
  return product as EligibleProduct;
};

async function saveIntegrations(change: (value: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const current = (await calls.call(ADMIN, 'GET', '/api/settings/integrations')).json<SettingEntry>();
  const saved = await calls.call(ADMIN, 'PUT', '/api/settings/integrations', {
    value: change(current.value as Record<string, unknown>),
    version: current.version,
  });
  expect(saved.statusCode).toBe(200);
}

describe('pricing a scenario', () => {
  it('prices with the sheet in force for staff: every product, eligible ones with their ladder and par', async () => {
    for (const email of [ADMIN, AE]) {
      const response = await price(email);
      expect(response.statusCode).toBe(200);
      const result = response.json<PricingResult>();
      expect(result.sheetId).toBe(EXAMPLE_RATE_SHEET.sheetId);
      const expected = priceScenario(EXAMPLE_RATE_SHEET, PURCHASE);
      expect(result.products).toEqual(expected.products);
      const product = conforming30(result);
      expect(product.parRate).toBe(6625);
      expect(product.ladder.filter((rung) => rung.par)).toEqual([expect.objectContaining({ noteRate: 6625 })]);
    }
  });

  it("applies an external user's own organisation margin, and refuses another organisation", async () => {
    const withoutMargin = conforming30((await price(HARBOR_OFFICER)).json<PricingResult>());
    expect(withoutMargin.adjustments.map((adjustment) => adjustment.source)).not.toContain('organization-margin');

    for (const email of [SUMMIT_OFFICER, SUMMIT_PROCESSOR]) {
      const response = await price(email);
      expect(response.statusCode).toBe(200);
      const product = conforming30(response.json<PricingResult>());
      expect(product.adjustments).toContainEqual(expect.objectContaining({ source: 'organization-margin', value: -125 }));
      expect(product.ladder[0].price).toBe(withoutMargin.ladder[0].price - 125);
    }
    const other = await price(SUMMIT_OFFICER, { ...PURCHASE, organizationId: 'org-harbor' });
    expect(other.statusCode).toBe(403);
    expect(other.json<ApiProblem>().fields).toEqual([expect.objectContaining({ field: 'body.organizationId' })]);
    // Staff name the organisation they price for.
    const forSummit = conforming30((await price(ADMIN, { ...PURCHASE, organizationId: 'org-summit' })).json<PricingResult>());
    expect(forSummit.adjustments).toContainEqual(expect.objectContaining({ source: 'organization-margin', value: -125 }));
    expect((await price(AE, { ...PURCHASE, organizationId: 'org-nowhere' })).statusCode).toBe(404);
  });

  it('prices for lender staff without an organisation margin, and refuses a scenario that is not one', async () => {
    // Operations staff: internal, neither administrator nor account executive (the demo's ops user is an account executive).
    await app.db
      .updateTable('users')
      .set({ personas: JSON.stringify([]) })
      .where('email', '=', OPS)
      .execute();
    await calls.signIn(OPS);
    const staff = await price(OPS);
    expect(staff.statusCode).toBe(200);
    expect(conforming30(staff.json<PricingResult>()).adjustments.map((adjustment) => adjustment.source)).not.toContain(
      'organization-margin',
    );
    const invalid = await price(ADMIN, { ...PURCHASE, creditScore: 900 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiProblem>().fields).toEqual([expect.objectContaining({ field: 'body.creditScore' })]);
  });

  it('answers 503 while an external engine is selected, and when pricing is off', async () => {
    await saveIntegrations((value) => ({ ...value, pricing: { provider: 'optimal-blue', enabled: true } }));
    const external = await price(ADMIN);
    expect(external.statusCode).toBe(503);
    expect(external.json<ApiProblem>()).toMatchObject({ code: 'pricing-engine-not-connected' });
    expect(external.json<ApiProblem>().detail).toMatch(/Optimal Blue is selected but not connected/);
    await saveIntegrations((value) => ({ ...value, pricing: { provider: 'built-in', enabled: false } }));
    expect((await price(ADMIN)).json<ApiProblem>().code).toBe('pricing-off');
    await saveIntegrations((value) => ({ ...value, pricing: { provider: 'built-in', enabled: true } }));
    expect((await price(ADMIN)).statusCode).toBe(200);
  });
});

describe("a loan's scenario", () => {
  it('fills the scenario from the loan data and names every missing or invalid field', async () => {
    const row = await app.db.selectFrom('loans').select('document').where('id', '=', SUMMIT_LOAN).executeTakeFirstOrThrow();
    const document: LoanDocument = {
      ...row.document,
      loanPurpose: 'Purchase',
      loanAmount: 320_000,
      property: { ...row.document.property, purchasePrice: 400_000, appraisedValue: 410_000, occupancy: undefined, numberOfUnits: 7 },
    };
    await app.db
      .updateTable('loans')
      .set({ document: JSON.stringify(document) })
      .where('id', '=', SUMMIT_LOAN)
      .execute();

    const response = await calls.call(SUMMIT_OFFICER, 'GET', `/api/loans/${SUMMIT_LOAN}/pricing-scenario`);
    expect(response.statusCode).toBe(200);
    const { scenario, gaps } = response.json<LoanPricingScenario>();
    expect(scenario).toMatchObject({
      purpose: 'Purchase',
      loanAmount: 32_000_000,
      propertyValue: 40_000_000,
      organizationId: 'org-summit',
    });
    expect(scenario.occupancy).toBeUndefined();
    expect(gaps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scenarioField: 'units', fieldId: '16', label: 'Number of Units', problem: 'invalid' }),
        expect.objectContaining({ scenarioField: 'occupancy', fieldId: '1811', label: 'Occupancy', problem: 'missing' }),
        expect.objectContaining({ scenarioField: 'creditScore', fieldId: null, problem: 'missing' }),
      ]),
    );
    expect(gaps.map((gap) => gap.scenarioField)).not.toContain('loanAmount');
  });

  it('answers a loan out of reach as a missing one', async () => {
    for (const [email, loanId] of [
      [SUMMIT_OFFICER, HARBOR_LOAN],
      [OPS, SUMMIT_LOAN],
      [SUMMIT_OFFICER, 'no-such-loan'],
    ] as const) {
      const response = await calls.call(email, 'GET', `/api/loans/${loanId}/pricing-scenario`);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiProblem>().detail).toBe('No loan with this id.');
    }
    expect((await calls.call(ADMIN, 'GET', `/api/loans/${HARBOR_LOAN}/pricing-scenario`)).statusCode).toBe(200);
  });
});

describe('without a sheet in force', () => {
  it('answers 409 with what to do', async () => {
    await app.db.deleteFrom('rateSheets').execute();
    const response = await price(SUMMIT_OFFICER);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiProblem>()).toMatchObject({
      code: 'no-rate-sheet',
      detail: expect.stringMatching(/No rate sheet is in force/),
    });
  });
});
