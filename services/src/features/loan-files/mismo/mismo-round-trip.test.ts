import type { LoanDocument, LoanPurpose, MortgageType } from 'shared-rules';
import { convertLoanFile } from '../convert-loan-file';
import { buildSampleLoan, seededRandom } from '../sample-loans';
import { MISMO_NAMESPACE } from './mismo-vocabulary';
import { writeMismoLoanFile } from './mismo-writer';

function roundTrip(loan: LoanDocument, prefix?: string): LoanDocument {
  const xml = writeMismoLoanFile(loan, { prefix, lenderName: 'Portal Demo Lending', createdDatetime: '2026-01-15T10:00:00Z' });
  const result = convertLoanFile(Buffer.from(xml).toString('base64'));
  if (!result.ok) throw new Error(`${result.problem.code}: ${result.problem.detail}`);
  expect(result.warnings).toEqual([]);
  return result.loan;
}

describe('MISMO writer and import agree', () => {
  const cases: Array<[number, LoanPurpose, MortgageType, boolean]> = [
    [1, 'Purchase', 'Conventional', false],
    [1, 'Cash-Out Refinance', 'VA', true],
    [2, 'NoCash-Out Refinance', 'FHA', true],
    [3, 'Purchase', 'FarmersHomeAdministration', true],
    [4, 'Purchase', 'Conventional', true],
  ];

  it.each(cases)('round-trips %i pair(s), %s, %s', (pairs, loanPurpose, mortgageType, coBorrowers) => {
    const loan = buildSampleLoan({ pairs, loanPurpose, mortgageType, coBorrowers }, seededRandom(pairs * 31 + 7));
    expect(roundTrip(loan)).toEqual(loan);
    expect(roundTrip(loan, 'mismo')).toEqual(loan);
  });

  it('round-trips every property type and the values MISMO writes in its own words', () => {
    const base = buildSampleLoan({ pairs: 1, loanPurpose: 'Purchase', mortgageType: 'Conventional' }, seededRandom(3));
    for (const propertyType of [
      'Detached',
      'Attached',
      'Condominium',
      'HighRiseCondominium',
      'DetachedCondo',
      'PUD',
      'CoOperative',
      'ManufacturedHousing',
    ] as const) {
      const loan: LoanDocument = {
        ...base,
        actionTaken: 'Application withdrawn',
        estimatedClosingDate: '2026-04-30',
        property: { ...base.property, propertyType, occupancy: 'Investor' },
      };
      loan.applications = [{ ...base.applications[0], borrower: { ...base.applications[0].borrower, homePhone: '512-555-0100 x12' } }];
      expect(roundTrip(loan)).toEqual(loan);
    }
  });

  it('keeps what pair an asset belongs to when the relationships are written in another order', () => {
    const loan = buildSampleLoan({ pairs: 2, loanPurpose: 'Purchase', mortgageType: 'FHA' }, seededRandom(8));
    const xml = writeMismoLoanFile(loan);
    const relationships = xml.match(/ *<RELATIONSHIP [^>]*\/>\n/g) ?? [];
    const shuffled = xml.replace(relationships.join(''), [...relationships].reverse().join(''));
    expect(shuffled).not.toBe(xml);
    const result = convertLoanFile(Buffer.from(shuffled).toString('base64'));
    expect(result.ok && result.loan).toEqual(loan);
  });

  it('pairs joint borrowers by relationship even when the co-borrower comes first in the file', () => {
    const party = (label: string, first: string, classification: string) =>
      `<PARTY><INDIVIDUAL><NAME><FirstName>${first}</FirstName></NAME></INDIVIDUAL><ROLES><ROLE xlink:label="${label}"><BORROWER><BORROWER_DETAIL><BorrowerClassificationType>${classification}</BorrowerClassificationType></BORROWER_DETAIL></BORROWER><ROLE_DETAIL><PartyRoleType>Borrower</PartyRoleType></ROLE_DETAIL></ROLE></ROLES></PARTY>`;
    const arc = (from: string, to: string) =>
      `<RELATIONSHIP xlink:arcrole="urn:fdc:mismo.org:2009:residential/ROLE_SharesSufficientAssetsAndLiabilitiesWith_ROLE" xlink:from="${from}" xlink:to="${to}"/>`;
    const xml = `<MESSAGE xmlns="${MISMO_NAMESPACE}" xmlns:xlink="http://www.w3.org/1999/xlink"><DEAL_SETS><DEAL_SET><DEALS><DEAL><PARTIES>${party('R1', 'Cora', 'Secondary')}${party('R2', 'Ben', 'Primary')}${party('R3', 'Ava', 'Primary')}</PARTIES><RELATIONSHIPS>${arc('R2', 'R1')}</RELATIONSHIPS></DEAL></DEALS></DEAL_SET></DEAL_SETS></MESSAGE>`;
    const result = convertLoanFile(Buffer.from(xml).toString('base64'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.loan.applications.map((pair) => [pair.borrower.firstName, pair.coBorrower?.firstName])).toEqual([
      ['Ben', 'Cora'],
      ['Ava', undefined],
    ]);
  });
});
