import { URLA_REPEATED_BLOCKS } from '../loan-document/field-catalogue';
import type { LayoutSection, LoanDataLayout } from './layout';

/** Per-pair templates of ids: `ids('4000', '4001')` is `['4000[%]', '4001[%]']`. */
const ids = (...fieldIds: string[]): string[] => fieldIds.map((fieldId) => `${fieldId}[%]`);

/** Present and former address rows of a residence block pair (FR01/FR03 borrower, FR02/FR04 co-borrower). */
function residenceRows(present: string, former: string): string[][] {
  return [present, former].flatMap((block) => [
    ids(`FR${block}04`, `FR${block}06`, `FR${block}07`, `FR${block}08`),
    ids(`FR${block}15`, `FR${block}16`, `FR${block}24`),
  ]);
}

/** Rows of one employment block (FE01 … FE04); `phoneId` is the employer's phone field. */
function employmentRows(block: string, phoneId: string, previous: boolean): string[][] {
  const id = (suffix: string) => `FE${block}${suffix}`;
  return [
    ids(id('02'), phoneId, id('10')),
    ids(id('04'), id('05'), id('06'), id('07')),
    ids(id('09'), ...(previous ? [id('08')] : []), id('13'), id('15')),
    ids(id('19'), id('20'), id('21'), id('22')),
  ];
}

/** Declarations in URLA order; each row asks one question of the borrower and the co-borrower. */
const DECLARATION_QUESTIONS = [
  'OCCUPY',
  'OWNERSHIP3YR',
  'SELLERRELATION',
  'UNDISCLOSEDMONEY',
  'COSIGNER',
  'JUDGMENTS',
  'FEDERALDEBT',
  'LAWSUIT',
  'DEEDINLIEU',
  'SHORTSALE',
  'FORECLOSURE',
  'BANKRUPTCY',
  'CITIZENSHIP',
];

const SECTIONS: LayoutSection[] = [
  {
    id: 'borrower-information',
    title: 'Borrower Information',
    description: 'Who is applying: names, contact details, and present and former addresses.',
    perBorrowerPair: true,
    rows: [
      ids('4000', '4001', '4002', '4003'),
      ids('65', '1402', '52', '53'),
      ids('66', '1490', '1240'),
      ...residenceRows('01', '03'),
      ids('4004', '4005', '4006', '4007'),
      ids('97', '1403', '84', '85'),
      ids('98', '1480', '1268'),
      ...residenceRows('02', '04'),
    ],
  },
  {
    id: 'employment',
    title: 'Employment and Income',
    description: 'Current and previous employers of the borrower and co-borrower, and the monthly income from each.',
    perBorrowerPair: true,
    rows: [
      ...employmentRows('01', 'FE0117', false),
      ...employmentRows('03', 'FE0317', true),
      ...employmentRows('02', 'FE0217', false),
      ...employmentRows('04', 'FE0417', true),
    ],
  },
  {
    id: 'assets',
    title: 'Assets',
    description: 'Bank, retirement and other accounts, with their cash or market value.',
    instances: URLA_REPEATED_BLOCKS.assets,
    instanceTitle: 'Asset {n}',
    rows: [
      ['DD[#]01', 'DD[#]08', 'DD[#]02'],
      ['DD[#]10', 'DD[#]11'],
    ],
  },
  {
    id: 'liabilities',
    title: 'Liabilities',
    description: 'Credit cards, loans and other debts, and whether each is paid off at closing.',
    instances: URLA_REPEATED_BLOCKS.liabilities,
    instanceTitle: 'Liability {n}',
    rows: [
      ['FL[#]01', 'FL[#]08', 'FL[#]02'],
      ['FL[#]10', 'FL[#]13', 'FL[#]11', 'FL[#]18'],
    ],
  },
  {
    id: 'real-estate-owned',
    title: 'Real Estate Owned',
    description: 'Other properties the borrowers own: what each is worth, whether it is kept, and what its rent nets.',
    instances: URLA_REPEATED_BLOCKS.realEstateOwned,
    instanceTitle: 'Property {n}',
    rows: [
      ['FM[#]04', 'FM[#]06', 'FM[#]07', 'FM[#]08'],
      ['FM[#]24', 'FM[#]19', 'FM[#]32'],
    ],
  },
  {
    id: 'loan-and-property',
    title: 'Loan and Property Information',
    description: 'The loan requested and the property it is for.',
    rows: [
      ['1401', '19', '1172', '608'],
      ['1109', '2', '3', '4', '420'],
      ['745', '763', '1040', '1393'],
      ['11', '12', '13', '14', '15'],
      ['16', '18', '1041', '1811'],
      ['136', '356', '1821'],
    ],
  },
  {
    id: 'declarations',
    title: 'Declarations',
    description: 'The borrower’s and co-borrower’s answers about the property, their finances and their citizenship.',
    perBorrowerPair: true,
    rows: DECLARATION_QUESTIONS.map((question) => ids(`DECL.B.${question}`, `DECL.C.${question}`)),
  },
  {
    id: 'demographic-information',
    title: 'Demographic Information',
    description: 'Ethnicity, race and sex as the borrowers chose to provide them, for fair-lending monitoring.',
    perBorrowerPair: true,
    rows: [
      ids('HMDA.B.ETHNICITY', 'HMDA.B.RACE', 'HMDA.B.SEX', 'HMDA.B.FACETOFACE'),
      ids('HMDA.C.ETHNICITY', 'HMDA.C.RACE', 'HMDA.C.SEX', 'HMDA.C.FACETOFACE'),
    ],
  },
  {
    id: 'loan-originator',
    title: 'Loan Originator Information',
    description: 'The organization and the loan originator who took the application.',
    rows: [
      ['LO.ORG.NAME', 'LO.ORG.NMLSID'],
      ['LO.ORG.STREET', 'LO.ORG.CITY', 'LO.ORG.STATE', 'LO.ORG.ZIP'],
      ['LO.NAME', 'LO.NMLSID', 'LO.STATELICENSE'],
      ['LO.EMAIL', 'LO.PHONE'],
    ],
  },
];

/** The loan application (URLA, Form 1003) as the URLA tab shows it, in the form's section order. */
export const URLA_LAYOUT: LoanDataLayout = { tab: 'urla', title: 'URLA', sections: SECTIONS };
