import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LoanDocument, readFieldValues } from 'shared-rules';
import { type ConvertLoanFileResult, convertLoanFile } from './convert-loan-file';
import { DOCTYPE_FORBIDDEN_MESSAGE } from './hostile-input-guard';
import { MAX_LOAN_FILE_BYTES } from './loan-file-input';
import { FILE_TOO_LARGE_MESSAGE, LOAN_FILE_PROBLEM_CODES, NOT_XML_MESSAGE } from './loan-file-problems';
import { MISMO_NAMESPACE } from './mismo/mismo-vocabulary';
import { writeMismoLoanFile } from './mismo/mismo-writer';
import { buildSampleLoan, seededRandom } from './sample-loans';

const FIXTURES = join(__dirname, '../../../test/fixtures/mismo');

function fixture(name: string): Buffer {
  return readFileSync(join(FIXTURES, name));
}

function convertBytes(bytes: Buffer | string): ConvertLoanFileResult {
  return convertLoanFile(Buffer.from(bytes).toString('base64'));
}

function importedLoan(bytes: Buffer | string): LoanDocument {
  const result = convertBytes(bytes);
  if (!result.ok) throw new Error(`import refused: ${result.problem.code} ${result.problem.detail}`);
  expect(result.warnings).toEqual([]);
  return result.loan;
}

function problemOf(bytes: Buffer | string) {
  const result = convertBytes(bytes);
  if (result.ok) throw new Error('expected the import to be refused');
  return result.problem;
}

const message = (deal: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<MESSAGE xmlns="${MISMO_NAMESPACE}" xmlns:xlink="http://www.w3.org/1999/xlink"><DEAL_SETS><DEAL_SET><DEALS>${deal}</DEALS></DEAL_SET></DEAL_SETS></MESSAGE>`;

describe('convertLoanFile: the sample MISMO 3.4 files', () => {
  it('maps a conventional purchase with a single borrower', () => {
    const loan = importedLoan(fixture('purchase-conventional-1-pair.xml'));
    expect(
      readFieldValues(loan, [
        'LOANID.SOURCE',
        '1401',
        '19',
        '1172',
        '1109',
        '2',
        '3',
        '4',
        '136',
        '356',
        '1811',
        '1041',
        '11',
        '12',
        '14',
        '15',
        '745',
      ]).values,
    ).toEqual({
      'LOANID.SOURCE': 'LN58505644',
      '1401': 'Conventional 20 Year Fixed',
      '19': 'Purchase',
      '1172': 'Conventional',
      '1109': 470400,
      '2': 470400,
      '3': 7.25,
      '4': 240,
      '136': 588000,
      '356': 588000,
      '1811': 'PrimaryResidence',
      '1041': 'Condominium',
      '11': '1616 Oak St',
      '12': 'Sacramento',
      '14': 'CA',
      '15': '95814',
      '745': '2026-06-19',
    });
    expect(
      readFieldValues(loan, ['4000', '4001', '4002', '65', '1402', '66', '1490', '1240', '52', 'FR0104', 'FR0107', 'FE0102', '4004'])
        .values,
    ).toEqual({
      '4000': 'Priya',
      '4001': 'J',
      '4002': 'Johnson',
      '65': '413-58-1433',
      '1402': '1972-11-23',
      '66': '221-555-0845',
      '1490': '414-555-5706',
      '1240': 'priya.johnson@example.com',
      '52': 'Married',
      FR0104: '5769 Sunset Blvd',
      FR0107: 'CA',
      FE0102: 'Acme Logistics LLC',
      '4004': null,
    });
    expect(loan.applications).toHaveLength(1);
    expect(loan.applications[0].coBorrower).toBeUndefined();
    expect(loan.applications[0].liabilities).toHaveLength(3);
    expect(loan.applications[0].liabilities[2]).toEqual({
      ownership: 'Borrower',
      type: 'Installment',
      holderName: 'Ally Auto',
      accountNumber: '273053189704',
      monthlyPayment: 769.09,
      unpaidBalance: 25703.45,
      payoff: false,
    });
    expect(loan.applications[0].borrower.residences.map((residence) => residence.current)).toEqual([true, false]);
  });

  it('maps an FHA purchase with two pairs written with a namespace prefix', () => {
    const loan = importedLoan(fixture('purchase-fha-2-pairs.xml'));
    expect(
      readFieldValues(loan, ['1172', '1040', '1109', '2', '4', '1041', '4000', '4002', '4004', '4006', '97', '4000#2', '4004#2', '4000#3'])
        .values,
    ).toEqual({
      '1172': 'FHA',
      '1040': '987-1893035',
      '1109': 349330,
      '2': 355443.28,
      '4': 360,
      '1041': 'PUD',
      '4000': 'Noah',
      '4002': 'Adeyemi',
      '4004': 'Tomás',
      '4006': 'Adeyemi',
      '97': '326-10-6151',
      '4000#2': 'Samuel',
      '4004#2': 'James',
      '4000#3': null,
    });
    expect(loan.applications.map((pair) => pair.assets.map((asset) => asset.ownership))).toEqual([
      ['Joint', 'Borrower'],
      ['CoBorrower', 'Borrower'],
    ]);
  });

  it('maps a VA cash-out refinance, with comments, CDATA, references and a foreign extension', () => {
    const loan = importedLoan(fixture('refinance-cash-out-va-1-pair.xml'));
    expect(readFieldValues(loan, ['19', '1172', '136', '356', '1040', '4002', '4006']).values).toEqual({
      '19': 'Cash-Out Refinance',
      '1172': 'VA',
      '136': null,
      '356': 750000,
      '1040': '690-1928053',
      '4002': "O'Brien",
      '4006': "O'Brien",
    });
    expect(loan.applications[0].borrower.employers[0].employerName).toBe('Riverside Medical Group & Clinics');
    expect(loan.applications[0].liabilities[0].holderName).toBe('Ally Auto & Marine – Lending');
  });

  it('pairs borrowers by their classification when the file has no joint-borrower relationships', () => {
    const xml = fixture('refinance-no-cash-out-conventional-3-pairs.xml').toString('utf8');
    expect(xml).not.toContain('ROLE_SharesSufficientAssetsAndLiabilitiesWith_ROLE');
    const loan = importedLoan(xml);
    expect(readFieldValues(loan, ['19', '1811', '4000', '4004', '4000#2', '4004#2', '4000#3', '4004#3', '4000#4']).values).toEqual({
      '19': 'NoCash-Out Refinance',
      '1811': 'SecondHome',
      '4000': 'Aisha',
      '4004': 'Hannah',
      '4000#2': 'James',
      '4004#2': 'Hannah',
      '4000#3': 'Marcus',
      '4004#3': 'Wei',
      '4000#4': null,
    });
  });

  it('maps a USDA purchase with four pairs', () => {
    const loan = importedLoan(fixture('purchase-usda-4-pairs.xml'));
    expect(loan.applications).toHaveLength(4);
    expect(readFieldValues(loan, ['1172', '4000', '4000#2', '4000#3', '4000#4', '4002#4', '4004#4']).values).toEqual({
      '1172': 'FarmersHomeAdministration',
      '4000': 'Hannah',
      '4000#2': 'Diego',
      '4000#3': 'Samuel',
      '4000#4': 'Dana',
      '4002#4': 'García',
      '4004#4': expect.any(String),
    });
  });

  it('reads UTF-16 and declared ISO-8859-1 files', () => {
    const xml = fixture('purchase-fha-2-pairs.xml').toString('utf8');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml.replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le')]);
    expect(importedLoan(utf16).applications[0].coBorrower?.firstName).toBe('Tomás');
    const latin1 = Buffer.from(xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1');
    expect(importedLoan(latin1).applications[0].coBorrower?.firstName).toBe('Tomás');
  });
});

describe('convertLoanFile: hostile and wrong files', () => {
  it('refuses an external entity before reading any element', () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE MESSAGE [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<MESSAGE xmlns="${MISMO_NAMESPACE}">&xxe;</MESSAGE>`;
    expect(problemOf(xxe)).toEqual({ code: 'xml-doctype-forbidden', detail: DOCTYPE_FORBIDDEN_MESSAGE });
  });

  it('refuses a billion-laughs file', () => {
    const entities = ['<!ENTITY lol "lol">'];
    for (let level = 1; level <= 9; level += 1) {
      entities.push(`<!ENTITY lol${level} "${`&lol${level === 1 ? '' : level - 1};`.repeat(10)}">`);
    }
    const laughs = `<?xml version="1.0"?>\n<!-- harmless --><!DOCTYPE lolz [\n${entities.join('\n')}\n]>\n<MESSAGE xmlns="${MISMO_NAMESPACE}">&lol9;</MESSAGE>`;
    expect(problemOf(laughs).code).toBe('xml-doctype-forbidden');
  });

  it('refuses a reference to an entity the file never declares', () => {
    const found = problemOf(message(`<DEAL><PARTIES><PARTY>&xxe;</PARTY></PARTIES></DEAL>`));
    expect(found.code).toBe('xml-malformed');
    expect(found.detail).toMatch(/undeclared entity &xxe;.*\(line 2, column \d+\)/);
  });

  it('refuses a file of 26214401 bytes and accepts one of 26214400', () => {
    const base = fixture('purchase-conventional-1-pair.xml').toString('utf8');
    const padded = (size: number) => `${base}<!--${' '.repeat(size - Buffer.byteLength(base) - 7)}-->`;
    const tooLarge = padded(MAX_LOAN_FILE_BYTES + 1);
    expect(Buffer.byteLength(tooLarge)).toBe(26_214_401);
    expect(problemOf(tooLarge)).toEqual({ code: 'file-too-large', detail: 'File size must be less than 25MB' });
    const atLimit = padded(MAX_LOAN_FILE_BYTES);
    expect(Buffer.byteLength(atLimit)).toBe(26_214_400);
    expect(importedLoan(atLimit).applications[0].borrower.firstName).toBe('Priya');
  });

  it('refuses a huge body on its base64 length, before looking at its characters', () => {
    const huge = '!'.repeat(36_000_000);
    expect(convertLoanFile(huge)).toEqual({ ok: false, problem: { code: 'file-too-large', detail: FILE_TOO_LARGE_MESSAGE } });
  });

  it.each([
    ['a PDF', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 0xff, 0xfe])])],
    ['plain text', Buffer.from('Borrower: Dana Reyes\nLoan amount: 320000\n')],
    ['JSON', Buffer.from('{"loanAmount": 320000}')],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256))],
    ['invalid UTF-8 after a tag', Buffer.concat([Buffer.from('<MESSAGE>'), Buffer.from([0xc3, 0x28])])],
  ])('refuses %s as not XML', (_, bytes) => {
    expect(problemOf(bytes)).toEqual({ code: 'not-xml', detail: NOT_XML_MESSAGE });
  });

  it.each([
    [
      'another vocabulary',
      '<invoice xmlns="urn:example:shop"><total>3</total></invoice>',
      'its root element is invoice in the namespace urn:example:shop',
    ],
    ['a MESSAGE in no namespace', '<MESSAGE><DEAL_SETS/></MESSAGE>', 'its root element is MESSAGE in no namespace'],
    ['a MISMO 2.x application', '<LOAN_APPLICATION MISMOVersionID="2.3.1"><BORROWER/></LOAN_APPLICATION>', 'LOAN_APPLICATION'],
    ['a MESSAGE without deals', `<MESSAGE xmlns="${MISMO_NAMESPACE}"><ABOUT_VERSIONS/></MESSAGE>`, 'no DEAL_SETS/DEAL_SET/DEALS/DEAL'],
  ])('refuses XML that is not MISMO: %s', (_, xml, detail) => {
    const found = problemOf(xml);
    expect(found.code).toBe('not-mismo');
    expect(found.detail).toContain(detail);
  });

  it('refuses an encoding it cannot read rather than guessing', () => {
    const xml = fixture('purchase-conventional-1-pair.xml').toString('utf8').replace('encoding="UTF-8"', 'encoding="Shift_JIS"');
    expect(problemOf(xml)).toEqual({
      code: 'unsupported-encoding',
      detail: 'The file is encoded as shift_jis; loan files must be UTF-8, UTF-16 or ISO-8859-1.',
    });
  });

  it('refuses a loan file without a borrower', () => {
    const xml = message(
      `<DEAL><PARTIES><PARTY><LEGAL_ENTITY><LEGAL_ENTITY_DETAIL><FullName>Lender</FullName></LEGAL_ENTITY_DETAIL></LEGAL_ENTITY><ROLES><ROLE><ROLE_DETAIL><PartyRoleType>NotePayTo</PartyRoleType></ROLE_DETAIL></ROLE></ROLES></PARTY></PARTIES></DEAL>`,
    );
    expect(problemOf(xml)).toEqual({
      code: 'no-borrower',
      detail: 'The loan file has no borrower: no PARTY has a ROLE with PartyRoleType Borrower.',
    });
  });

  it('refuses five borrower pairs rather than dropping one', () => {
    const loan = buildSampleLoan({ pairs: 4, loanPurpose: 'Purchase', mortgageType: 'Conventional' }, seededRandom(5));
    loan.applications.push(loan.applications[0]);
    expect(problemOf(writeMismoLoanFile(loan))).toEqual({
      code: 'too-many-borrower-pairs',
      detail: 'The loan file has 5 borrower pairs; a loan holds at most 4.',
    });
  });

  it('refuses a file holding two loans', () => {
    const deal = `<DEAL><PARTIES><PARTY><ROLES><ROLE><ROLE_DETAIL><PartyRoleType>Borrower</PartyRoleType></ROLE_DETAIL></ROLE></ROLES></PARTY></PARTIES></DEAL>`;
    expect(problemOf(message(deal + deal)).code).toBe('multiple-loans');
  });

  it('refuses a truncated file with the line where it ends', () => {
    const xml = fixture('purchase-conventional-1-pair.xml').toString('utf8');
    const found = problemOf(xml.slice(0, Math.floor(xml.length / 2)));
    expect(found.code).toBe('xml-malformed');
    expect(found.detail).toMatch(/^The file is not well-formed XML: .*\(line \d+, column \d+\)\.$/);
  });

  it('refuses text that is not base64, and an empty upload', () => {
    expect(convertLoanFile('PE1FU1NBR0U+***')).toMatchObject({ ok: false, problem: { code: 'invalid-base64' } });
    expect(convertLoanFile('')).toMatchObject({ ok: false, problem: { code: 'empty-file' } });
    expect(convertLoanFile(42 as unknown as string)).toMatchObject({ ok: false, problem: { code: 'invalid-base64' } });
  });

  it('accepts line-wrapped base64 and a data URL', () => {
    const base64 = fixture('purchase-conventional-1-pair.xml').toString('base64');
    const wrapped = base64.replace(/.{76}/g, '$&\r\n');
    expect(convertLoanFile(wrapped).ok).toBe(true);
    expect(convertLoanFile(`data:text/xml;base64,${base64}`).ok).toBe(true);
  });

  it('leaves out values that break their format and says so', () => {
    const xml = fixture('purchase-conventional-1-pair.xml')
      .toString('utf8')
      .replace('<TaxpayerIdentifierValue>413581433</TaxpayerIdentifierValue>', '<TaxpayerIdentifierValue>4135814</TaxpayerIdentifierValue>')
      .replace('<NoteRatePercent>7.25</NoteRatePercent>', '<NoteRatePercent>seven</NoteRatePercent>');
    const result = convertBytes(xml);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.loan.applications[0].borrower.ssn).toBeUndefined();
    expect(result.loan.noteRate).toBeUndefined();
    expect(result.warnings).toEqual([
      { element: 'PARTY[1]/TAXPAYER_IDENTIFIER/TaxpayerIdentifierValue', detail: 'Borrower SSN (65) must be an SSN of 9 digits.' },
      { element: 'LOAN/TERMS_OF_LOAN/NoteRatePercent', detail: '"seven" is not an amount' },
    ]);
  });
});

describe('convertLoanFile never throws on garbage', () => {
  const seed = fixture('purchase-fha-2-pairs.xml');
  const random = seededRandom(99);
  const knownCodes = new Set<string>(LOAN_FILE_PROBLEM_CODES);

  it('answers every mutation of a real file with a loan or a known problem', () => {
    for (let round = 0; round < 300; round += 1) {
      const bytes = Buffer.from(seed);
      const edits = 1 + Math.floor(random() * 8);
      for (let edit = 0; edit < edits; edit += 1) {
        const at = Math.floor(random() * bytes.length);
        bytes[at] = [0x3c, 0x3e, 0x26, 0x22, 0x2f, 0x21, 0x3f, 0x00, 0xff, Math.floor(random() * 256)][Math.floor(random() * 10)];
      }
      const cut = random() < 0.3 ? Math.floor(random() * bytes.length) : bytes.length;
      const result = convertBytes(bytes.subarray(0, cut));
      if (!result.ok) expect(knownCodes.has(result.problem.code)).toBe(true);
    }
  });

  it('answers arbitrary strings with a problem', () => {
    for (const text of [
      '<',
      '<<<<',
      '<?xml',
      '<!--',
      '<![CDATA[',
      '<a',
      '<a b',
      '<a b=',
      '<a b="',
      '</a>',
      '&',
      '\uFEFF',
      '<a/><',
      `<MESSAGE xmlns="${MISMO_NAMESPACE}"`,
    ]) {
      const result = convertBytes(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(knownCodes.has(result.problem.code)).toBe(true);
    }
  });
});
