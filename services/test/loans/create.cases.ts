import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {
  AddLoanSettings,
  ApiProblem,
  LoanCreateRequest,
  LoanCreateResponse,
  LoanDetail,
  LoanFileImportResponse,
  SettingEntry,
  TransitionTokenRedemption,
  TransitionTokenResponse,
} from 'shared-rules';
import { toCount } from '../../src/platform/db/connect';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { COMPLETE_LOAN_FIELDS } from '../helpers/complete-loan-fields';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const FIXTURES = path.join(__dirname, '../fixtures/mismo');

// A generous timeout: starting PGlite, migrating, seeding and signing in share two cores with other suites.
beforeAll(async () => {
  database = await createTestDatabase('loans-create');
  app = await buildTestApp(database);
  for (const email of ['lo@summit.test', 'lo@harbor.test', 'lo@prairie.test', 'admin@lender.test', 'ae.jordan@lender.test']) {
    headers[email] = bearer(await login(app, email));
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const summitContacts: LoanCreateRequest['contacts'] = {
  loanOfficer: { orgId: 'org-summit', contactId: 'usr-summit-taylor' },
  loanProcessor: { orgId: 'org-summit', contactId: 'usr-summit-morgan' },
};

const wholesaleLoan = (overrides: Partial<LoanCreateRequest> = {}): LoanCreateRequest => ({
  channel: 'Banked - Wholesale',
  delegated: false,
  loanData: { loanProgramName: 'Conventional 30 Year Fixed', mortgageType: 'Conventional', fields: COMPLETE_LOAN_FIELDS },
  contacts: summitContacts,
  ...overrides,
});

const create = (email: string, body: LoanCreateRequest, idempotencyKey?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/loans',
    headers: { ...headers[email], ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });

async function loanCount(): Promise<number> {
  const row = await database.handle.db
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n as string | number);
}

async function saveSetting(key: string, value: unknown): Promise<void> {
  const current = await app.inject({ method: 'GET', url: `/api/settings/${key}`, headers: headers['admin@lender.test'] });
  const response = await app.inject({
    method: 'PUT',
    url: `/api/settings/${key}`,
    headers: headers['admin@lender.test'],
    payload: { value, version: current.json<SettingEntry>().version },
  });
  expect(response.statusCode).toBe(200);
}

describe('creating a loan', () => {
  it('creates an Active loan with a loan number, the channel folder, and tells its organisation', async () => {
    const publish = jest.spyOn(app, 'publish');
    const before = await loanCount();
    const response = await create('lo@summit.test', wholesaleLoan());
    expect(response.statusCode).toBe(201);
    const { loan } = response.json<LoanCreateResponse>();
    expect(loan).toMatchObject({
      organizationId: 'org-summit',
      organizationName: 'Summit Home Lending',
      channel: 'Banked - Wholesale',
      delegated: false,
      status: 'Active',
      folder: 'TPO Pending',
      borrowerName: 'Dana Novak',
      loanAmount: 420000,
      loanPurpose: 'Purchase',
      loanProgramName: 'Conventional 30 Year Fixed',
    });
    expect(loan.loanNumber).toMatch(/^\d{9}$/);
    expect(await loanCount()).toBe(before + 1);
    expect(publish).toHaveBeenCalledWith('group', 'org:org-summit', 'loan-update', { loanId: loan.id });
    publish.mockRestore();

    const detail = (
      await app.inject({ method: 'GET', url: `/api/loans/${loan.id}`, headers: headers['lo@summit.test'] })
    ).json<LoanDetail>();
    expect(detail.document.loanNumber).toBe(loan.loanNumber);
    expect(detail.document.applications[0].borrower.ssn).toBe('521-44-1234');
    expect(detail.contacts.loanOfficer).toEqual({ userId: 'usr-summit-taylor', name: 'Taylor Brooks', email: 'lo@summit.test' });
    expect(detail.contacts.loanProcessor?.userId).toBe('usr-summit-morgan');
  });

  it('starts from an imported loan (loanToken), writes loanData over it and uses the token up', async () => {
    const imported = (
      await app.inject({
        method: 'POST',
        url: '/api/loans/convert-xml',
        headers: headers['lo@summit.test'],
        payload: { file: readFileSync(path.join(FIXTURES, 'purchase-fha-2-pairs.xml')).toString('base64') },
      })
    ).json<LoanFileImportResponse>();
    const response = await create('lo@summit.test', {
      channel: 'Correspondent',
      delegated: true,
      loanData: { loanProgramName: 'FHA 30 Year Fixed Streamline', fields: { '4000#2': 'Rosa' } },
      contacts: { submissionContact: { orgId: 'org-summit', contactId: 'usr-summit-sam' } },
      customFields: [{ fieldName: 'CUST01FV', value: 'SUM-7781' }],
      loanToken: imported.token,
    });
    expect(response.statusCode).toBe(201);
    const { loan } = response.json<LoanCreateResponse>();
    expect(loan).toMatchObject({
      channel: 'Correspondent',
      delegated: true,
      folder: 'Corr Delegated',
      loanProgramName: 'FHA 30 Year Fixed Streamline',
    });
    const detail = (
      await app.inject({ method: 'GET', url: `/api/loans/${loan.id}`, headers: headers['lo@summit.test'] })
    ).json<LoanDetail>();
    expect(detail.document.applications).toHaveLength(2);
    expect(detail.document.applications[1].borrower.firstName).toBe('Rosa');
    expect(detail.document.applications[0].borrower.lastName).toBe(imported.loan.applications[0].borrower.lastName);
    expect(detail.document.customFields).toEqual([{ fieldName: 'CUST01FV', value: 'SUM-7781' }]);
    expect(detail.contacts.submissionContact?.userId).toBe('usr-summit-sam');

    const again = await app.inject({
      method: 'POST',
      url: '/api/loans/from-token',
      headers: headers['lo@summit.test'],
      payload: { token: imported.token },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('rule failures', () => {
  it('answer the rule executions in additionalInfo and create nothing', async () => {
    const before = await loanCount();
    const response = await create(
      'lo@summit.test',
      wholesaleLoan({ loanData: { loanProgramName: 'Conventional 30 Year Fixed', fields: { '4000': 'Dana' } } }),
    );
    expect(response.statusCode).toBe(422);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe('rule-failures');
    expect(problem.additionalInfo?.requiredFields).toEqual([
      { fieldId: '19', description: 'Loan Purpose' },
      { fieldId: '1172', description: 'Loan Type' },
      { fieldId: '1109', description: 'Loan Amount' },
      { fieldId: '11', description: 'Subject Property Street' },
      { fieldId: '12', description: 'Subject Property City' },
      { fieldId: '14', description: 'Subject Property State' },
      { fieldId: '15', description: 'Subject Property Zip' },
      { fieldId: '4002#1', description: 'Borrower Last Name' },
    ]);
    expect(problem.additionalInfo?.advancedConditions).toEqual([]);
    expect(await loanCount()).toBe(before);
  });

  it('list advanced conditions (RANGE, LOGICAL/ERROR) as messages', async () => {
    const response = await create(
      'lo@summit.test',
      wholesaleLoan({
        loanData: {
          mortgageType: 'Conventional',
          loanProgramName: 'Conventional Jumbo',
          fields: { ...COMPLETE_LOAN_FIELDS, '1109': 910000, '3': 21 },
        },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiProblem>().additionalInfo).toEqual({
      requiredFields: [],
      advancedConditions: [
        { message: 'The note rate must be between 1% and 15% (entered: 21%).' },
        {
          message:
            'The loan amount is above the conforming loan limit of $832,750 for a Conventional loan. Choose a jumbo program or lower the loan amount.',
        },
      ],
    });
  });

  it("run the organisation's own rule sets too (Harbor's broker reference)", async () => {
    const harborLoan = wholesaleLoan({
      contacts: {
        loanOfficer: { orgId: 'org-harbor', contactId: 'usr-harbor-drew' },
        loanProcessor: { orgId: 'org-harbor', contactId: 'usr-harbor-avery' },
      },
    });
    const refused = await create('lo@harbor.test', harborLoan);
    expect(refused.json<ApiProblem>().additionalInfo?.requiredFields).toEqual([
      { fieldId: 'CUST01FV', description: 'Broker Reference Number' },
    ]);
    const filled = await create('lo@harbor.test', {
      ...harborLoan,
      loanData: { ...harborLoan.loanData, fields: { ...COMPLETE_LOAN_FIELDS, CUST01FV: 'HMB-30001' } },
    });
    expect(filled.statusCode).toBe(201);
  });

  it('refuse a value a field cannot hold, naming the field', async () => {
    const response = await create('lo@summit.test', wholesaleLoan({ loanData: { fields: { ...COMPLETE_LOAN_FIELDS, '65': '12-34' } } }));
    expect(response.statusCode).toBe(400);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe('invalid-field-value');
    expect(problem.fields?.[0].field).toBe('body.loanData.fields.65');
    const readOnly = await create('lo@summit.test', wholesaleLoan({ loanData: { fields: { ...COMPLETE_LOAN_FIELDS, '364': '999' } } }));
    expect(readOnly.json<ApiProblem>().code).toBe('invalid-field-value');
  });
});

describe('Idempotency-Key', () => {
  it('a double click creates one loan', async () => {
    const before = await loanCount();
    const body = wholesaleLoan();
    const [first, second] = await Promise.all([create('lo@summit.test', body, 'click-0001'), create('lo@summit.test', body, 'click-0001')]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(first.json<LoanCreateResponse>().loan.id).toBe(second.json<LoanCreateResponse>().loan.id);
    const third = await create('lo@summit.test', body, 'click-0001');
    expect(third.statusCode).toBe(200);
    expect(third.json<LoanCreateResponse>().loan.id).toBe(first.json<LoanCreateResponse>().loan.id);
    expect(await loanCount()).toBe(before + 1);
  });

  it('refuses the same key for a different loan, and a rule failure leaves the key unused', async () => {
    await create('lo@summit.test', wholesaleLoan(), 'click-0002');
    const other = await create(
      'lo@summit.test',
      wholesaleLoan({ loanData: { ...wholesaleLoan().loanData, loanProgramName: 'Other program' } }),
      'click-0002',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json<ApiProblem>().code).toBe('idempotency-key-reused');

    const failing = await create('lo@summit.test', wholesaleLoan({ loanData: {} }), 'click-0003');
    expect(failing.json<ApiProblem>().code).toBe('rule-failures');
    const fixed = await create('lo@summit.test', wholesaleLoan(), 'click-0003');
    expect(fixed.statusCode).toBe(201);
  });
});

describe('contacts', () => {
  it.each([
    [
      'a processor of another organisation',
      { ...summitContacts, loanProcessor: { orgId: 'org-harbor', contactId: 'usr-harbor-avery' } },
      /must be a contact of Summit Home Lending/,
    ],
    [
      'a user of another organisation filed under this one',
      { ...summitContacts, loanProcessor: { orgId: 'org-summit', contactId: 'usr-harbor-avery' } },
      /must be a contact of Summit Home Lending/,
    ],
    [
      'an internal user',
      { ...summitContacts, loanOfficer: { orgId: 'org-summit', contactId: 'usr-ae-jordan' } },
      /must be a contact of Summit Home Lending/,
    ],
    [
      'a processor as loan officer',
      { ...summitContacts, loanOfficer: { orgId: 'org-summit', contactId: 'usr-summit-morgan' } },
      /Morgan Patel cannot be the Loan Officer/,
    ],
  ])('refuses %s', async (_label, contacts, detail) => {
    const before = await loanCount();
    const response = await create('lo@summit.test', wholesaleLoan({ contacts }));
    expect(response.statusCode).toBe(422);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe('invalid-contact');
    expect(problem.detail).toMatch(detail);
    expect(await loanCount()).toBe(before);
  });

  it('needs the loan officer and processor (or the submission contact for a delegated loan)', async () => {
    const missing = await create('lo@summit.test', wholesaleLoan({ contacts: { loanOfficer: summitContacts.loanOfficer } }));
    expect(missing.json<ApiProblem>()).toMatchObject({ status: 400, code: 'contacts-required' });
    const delegated = await create(
      'lo@summit.test',
      wholesaleLoan({ channel: 'Correspondent', delegated: true, contacts: summitContacts }),
    );
    expect(delegated.json<ApiProblem>()).toMatchObject({
      status: 400,
      code: 'contacts-required',
      detail: 'Choose the Submission Contact (organisation and user).',
    });
  });

  it('lets an account executive create for an organisation they cover, not for others', async () => {
    const covered = await create('ae.jordan@lender.test', wholesaleLoan());
    expect(covered.statusCode).toBe(201);
    const prairie = await create(
      'ae.jordan@lender.test',
      wholesaleLoan({
        contacts: {
          loanOfficer: { orgId: 'org-prairie', contactId: 'usr-prairie-parker' },
          loanProcessor: { orgId: 'org-prairie', contactId: 'usr-prairie-rowan' },
        },
      }),
    );
    expect(prairie.statusCode).toBe(403);
  });
});

describe('channels and organisations', () => {
  it('refuses a forged channel the organisation may not use', async () => {
    const harbor = await create('lo@harbor.test', {
      channel: 'Correspondent',
      delegated: false,
      loanData: { fields: COMPLETE_LOAN_FIELDS },
      contacts: {
        loanOfficer: { orgId: 'org-harbor', contactId: 'usr-harbor-drew' },
        loanProcessor: { orgId: 'org-harbor', contactId: 'usr-harbor-avery' },
      },
    });
    expect(harbor.statusCode).toBe(403);
    expect(harbor.json<ApiProblem>()).toMatchObject({
      code: 'channel-not-allowed',
      detail: 'Harbor Mortgage Brokers is not approved for the Correspondent Non-Delegated channel.',
    });
    const unknown = await create('lo@summit.test', { ...wholesaleLoan(), channel: 'Retail' as 'Correspondent' });
    expect(unknown.json<ApiProblem>()).toMatchObject({ status: 400, code: 'invalid-input' });
  });

  it('refuses an organisation that is not Active (Prairie is Pending)', async () => {
    const response = await create('lo@prairie.test', {
      channel: 'Correspondent',
      delegated: false,
      loanData: { fields: COMPLETE_LOAN_FIELDS },
      contacts: {
        loanOfficer: { orgId: 'org-prairie', contactId: 'usr-prairie-parker' },
        loanProcessor: { orgId: 'org-prairie', contactId: 'usr-prairie-rowan' },
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiProblem>().code).toBe('organization-not-active');
  });

  it('refuses a Non-QM loan on a channel whose Non-QM flag is off in the general settings', async () => {
    const general = (
      await app.inject({ method: 'GET', url: '/api/loans/add-loan-settings', headers: headers['lo@summit.test'] })
    ).json<AddLoanSettings>().generalSettings;
    await saveSetting('general-settings', { loanUpload: { ...general.loanUpload, enableWholesale: false } });
    try {
      const response = await create('lo@summit.test', wholesaleLoan({ customFields: [{ fieldName: 'CX.NONQM.YN', value: 'X' }] }));
      expect(response.statusCode).toBe(422);
      expect(response.json<ApiProblem>()).toMatchObject({
        code: 'non-qm-not-available',
        detail: 'Non-QM products are not available for Brokered - Wholesale channels.',
      });
    } finally {
      await saveSetting('general-settings', general);
    }
  });
});

describe('loan-upload redirect rules', () => {
  it('are seeded with one disabled Non-QM rule and its message', async () => {
    const settings = (
      await app.inject({ method: 'GET', url: '/api/loans/add-loan-settings', headers: headers['lo@summit.test'] })
    ).json<AddLoanSettings>();
    expect(settings.loanUpload.redirectRules).toHaveLength(1);
    expect(settings.loanUpload.redirectRules[0]).toMatchObject({
      enabled: false,
      percent: 1,
      rules: [{ fieldId: 'CX.NONQM.YN', operator: 'EQUAL', value: 'X' }],
    });
    expect(settings.loanUpload.redirectRules[0].errorMessage).toMatch(/Non-QM/);
    expect(settings.featureFlags).toEqual({ thirdContact: true, hoiOptOut: false, nonQmRedirect: true });
    expect(settings.companyInformation.companyName).toBe('Keystone Lending');
  });

  it('a blocking rule, once enabled, refuses the loans it matches', async () => {
    const original = (await app.inject({ method: 'GET', url: '/api/settings/loan-upload', headers: headers['lo@summit.test'] })).json<{
      value: Record<string, unknown>;
    }>().value;
    const rule = {
      enabled: true,
      rules: [{ fieldId: 'CX.NONQM.YN', operator: 'EQUAL', value: 'X' }],
      percent: 1,
      redirectUrl: 'https://lender.test/block',
      errorMessage: 'Non-QM loans cannot be uploaded here.',
    };
    await saveSetting('loan-upload', { ...original, redirectRules: [rule] });
    try {
      const blocked = await create('lo@summit.test', wholesaleLoan({ customFields: [{ fieldName: 'CX.NONQM.YN', value: 'X' }] }));
      expect(blocked.json<ApiProblem>()).toMatchObject({
        status: 422,
        code: 'upload-blocked',
        detail: 'Non-QM loans cannot be uploaded here.',
      });
      expect((await create('lo@summit.test', wholesaleLoan())).statusCode).toBe(201);
    } finally {
      await saveSetting('loan-upload', original);
    }
  });
});

describe('the homeowners-insurance notice', () => {
  const detailOf = async (loanId: string) =>
    (await app.inject({ method: 'GET', url: `/api/loans/${loanId}`, headers: headers['lo@summit.test'] })).json<LoanDetail>();

  it('is not stored while the HOI opt-out feature does not ask it', async () => {
    const response = await create('lo@summit.test', wholesaleLoan({ hoiNotice: 'opted-out' }));
    expect(response.statusCode).toBe(201);
    expect((await detailOf(response.json<LoanCreateResponse>().loan.id)).hoiNotice).toBeNull();
  });

  it('must be answered while the feature asks it, and the answer is stored on the loan', async () => {
    const flags = (await app.inject({ method: 'GET', url: '/api/settings/feature-flags', headers: headers['admin@lender.test'] })).json<
      SettingEntry<Record<string, boolean>>
    >().value;
    await saveSetting('feature-flags', { ...flags, hoiOptOut: true });
    try {
      const before = await loanCount();
      const unanswered = await create('lo@summit.test', wholesaleLoan());
      expect(unanswered.json<ApiProblem>()).toMatchObject({
        status: 400,
        code: 'hoi-notice-required',
        fields: [{ field: 'body.hoiNotice', message: 'Answer the homeowners-insurance notice before the loan is created.' }],
      });
      expect(await loanCount()).toBe(before);
      const unknown = await create('lo@summit.test', { ...wholesaleLoan(), hoiNotice: 'maybe' } as unknown as LoanCreateRequest);
      expect(unknown.statusCode).toBe(400);

      const answered = await create('lo@summit.test', wholesaleLoan({ hoiNotice: 'quote-requested' }));
      expect(answered.statusCode).toBe(201);
      expect((await detailOf(answered.json<LoanCreateResponse>().loan.id)).hoiNotice).toBe('quote-requested');
    } finally {
      await saveSetting('feature-flags', flags);
    }
  });
});

describe('transition token', () => {
  it('is short-lived, single use and bound to the user', async () => {
    const issued = await app.inject({
      method: 'POST',
      url: '/api/loans/transition-token',
      headers: headers['lo@summit.test'],
      payload: { transition: true },
    });
    expect(issued.statusCode).toBe(200);
    const { token, expiresAt } = issued.json<TransitionTokenResponse>();
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const redeem = () => app.inject({ method: 'POST', url: '/api/loans/transition-token/redeem', payload: { token } });
    const first = await redeem();
    expect(first.json<TransitionTokenRedemption>()).toEqual({
      userId: 'usr-summit-taylor',
      email: 'lo@summit.test',
      organizationId: 'org-summit',
    });
    const second = await redeem();
    expect(second.json<ApiProblem>()).toMatchObject({ status: 401, code: 'transition-token-invalid' });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/loans/transition-token',
      headers: headers['lo@summit.test'],
      payload: { transition: false },
    });
    expect(refused.statusCode).toBe(400);
  });
});
