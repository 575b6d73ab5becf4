import type { FastifyInstance } from 'fastify';
import type { ApiProblem, LoanSummary, Paged } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase('loans-pipeline-view');
  app = await buildTestApp(database);
  for (const email of ['lo@summit.test', 'lo@harbor.test', 'ae.jordan@lender.test']) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (email: string, query: string) => app.inject({ method: 'GET', url: `/api/loans${query}`, headers: headers[email] });
const view = async (email: string, query = '') => {
  const response = await get(email, query);
  expect(response.statusCode).toBe(200);
  return response.json<Paged<LoanSummary>>();
};
const ids = (page: Paged<LoanSummary>) => page.items.map((loan) => loan.id);
const CLOSED = ['Closed', 'Withdrawn', 'Denied'];

describe('closed loans are history', () => {
  it('are left out of the pipeline by default, shown with includeClosed, and alone when asked for by status', async () => {
    const active = await view('lo@summit.test');
    expect(active.items.some((loan) => CLOSED.includes(loan.status))).toBe(false);
    expect(active.total).toBe(4);

    const withHistory = await view('lo@summit.test', '?includeClosed=true');
    expect(withHistory.total).toBe(6);
    expect(
      withHistory.items
        .filter((loan) => CLOSED.includes(loan.status))
        .map((loan) => loan.status)
        .sort(),
    ).toEqual(['Closed', 'Withdrawn']);

    expect((await view('ae.jordan@lender.test', '?status=Denied')).items.map((loan) => loan.organizationId)).toEqual(['org-harbor']);
  });
});

describe('search', () => {
  it('finds a loan by part of its number, the borrower name in any case, or the property address', async () => {
    const [first] = (await view('lo@summit.test')).items;
    expect(ids(await view('lo@summit.test', `?search=${first.loanNumber.slice(-4)}`))).toContain(first.id);

    const lastName = first.borrowerName.split(' ').at(-1) ?? '';
    const byName = await view('lo@summit.test', `?search=${encodeURIComponent(lastName.toUpperCase())}`);
    expect(byName.items.length).toBeGreaterThan(0);
    for (const loan of byName.items)
      expect(`${loan.borrowerName} ${loan.propertyAddress} ${loan.loanNumber}`.toLowerCase()).toContain(lastName.toLowerCase());

    expect(first.propertyAddress).toMatch(/^.+, .+, [A-Z]{2} \d{5}/);
    const city = first.propertyAddress.split(', ')[1];
    expect(ids(await view('lo@summit.test', `?search=${encodeURIComponent(` ${city.toLowerCase()} `)}`))).toContain(first.id);
  });

  it('treats % and _ as text, and never reaches beyond the organisations the user reaches', async () => {
    expect((await view('lo@summit.test', '?search=%25')).total).toBe(0);
    expect((await view('lo@summit.test', '?search=_')).total).toBe(0);
    const harborLoan = (await view('lo@harbor.test')).items[0];
    expect((await view('lo@summit.test', `?search=${harborLoan.loanNumber}&includeClosed=true`)).total).toBe(0);
    expect(ids(await view('ae.jordan@lender.test', `?search=${harborLoan.loanNumber}`))).toEqual([harborLoan.id]);
  });
});

describe('filters', () => {
  it('by channel and by folder', async () => {
    const correspondent = await view('lo@summit.test', '?channel=Correspondent');
    expect(correspondent.total).toBe(2);
    expect(new Set(correspondent.items.map((loan) => loan.channel))).toEqual(new Set(['Correspondent']));
    const delegated = await view('lo@summit.test', `?folder=${encodeURIComponent('Corr Delegated')}`);
    expect(delegated.items.map((loan) => loan.folder)).toEqual(['Corr Delegated']);
  });

  it('by the day of the last change, both ends included', async () => {
    const all = (await view('ae.jordan@lender.test', '?includeClosed=true&pageSize=100')).items;
    const day = (loan: LoanSummary) => loan.updatedAt.slice(0, 10);
    const middle = [...all].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))[Math.floor(all.length / 2)];
    const onOrAfter = await view('ae.jordan@lender.test', `?includeClosed=true&pageSize=100&updatedFrom=${day(middle)}`);
    expect(onOrAfter.items.map((loan) => loan.id).sort()).toEqual(
      all
        .filter((loan) => day(loan) >= day(middle))
        .map((loan) => loan.id)
        .sort(),
    );
    const thatDay = await view('ae.jordan@lender.test', `?includeClosed=true&updatedFrom=${day(middle)}&updatedTo=${day(middle)}`);
    expect(ids(thatDay)).toContain(middle.id);
    for (const loan of thatDay.items) expect(day(loan)).toBe(day(middle));
  });
});

describe('sort and paging', () => {
  it('sorts by the chosen column either way, with no loan on two pages', async () => {
    const byNumber = (await view('ae.jordan@lender.test', '?sort=loanNumber&order=asc')).items.map((loan) => loan.loanNumber);
    expect(byNumber).toEqual([...byNumber].sort());
    const byAmount = (await view('ae.jordan@lender.test', '?sort=loanAmount&order=desc')).items.map((loan) => loan.loanAmount ?? -1);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    const byBorrower = (await view('ae.jordan@lender.test', '?sort=borrowerName&order=asc')).items.map((loan) => loan.borrowerName);
    expect(byBorrower).toEqual([...byBorrower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const pages = [];
    for (let page = 1; page <= 4; page += 1)
      pages.push(...ids(await view('ae.jordan@lender.test', `?sort=status&order=asc&pageSize=2&page=${page}`)));
    expect(pages).toHaveLength(7);
    expect(new Set(pages).size).toBe(7);
  });
});

describe('a bad query answers 400 naming the parameter, and nothing else changes', () => {
  it.each([
    ['?sort=riskScore', 'sort'],
    ['?order=sideways', 'order'],
    ['?updatedFrom=2026-13-01', 'updatedFrom'],
    ['?channel=Retail', 'channel'],
    [`?search=${'x'.repeat(101)}`, 'search'],
    ['?includeClosed=perhaps', 'includeClosed'],
  ])('%s', async (query, parameter) => {
    const response = await get('lo@summit.test', query);
    expect(response.statusCode).toBe(400);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe('invalid-input');
    expect(JSON.stringify(problem.fields ?? problem.detail)).toContain(parameter);
  });

  it('a range that ends before it starts', async () => {
    const response = await get('lo@summit.test', '?updatedFrom=2026-03-02&updatedTo=2026-03-01');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiProblem>()).toMatchObject({
      code: 'invalid-date-range',
      fields: [{ field: 'querystring.updatedFrom', message: 'The "updated from" date must be on or before the "updated to" date.' }],
    });
  });
});
