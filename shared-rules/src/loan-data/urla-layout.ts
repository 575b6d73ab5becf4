import type { LoanDataLayout } from './layout';

/** The loan application (URLA, Form 1003) as the URLA tab shows it. */
export const URLA_LAYOUT: LoanDataLayout = {
  tab: 'urla',
  title: 'URLA',
  sections: [
    {
      id: 'borrower-information',
      title: 'Borrower Information',
      description: 'Who is applying: names, contact details and current address.',
      perBorrowerPair: true,
      rows: [
        ['4000[%]', '4001[%]', '4002[%]', '4003[%]'],
        ['65[%]', '1402[%]', '52[%]', '53[%]'],
        ['66[%]', '1490[%]', 'FE0117[%]', '1240[%]'],
        ['FR0104[%]', 'FR0106[%]', 'FR0107[%]', 'FR0108[%]', 'FR0115[%]'],
        ['4004[%]', '4005[%]', '4006[%]', '4007[%]'],
        ['97[%]', '1403[%]', '84[%]', '85[%]'],
        ['98[%]', '1480[%]', 'FE0217[%]', '1268[%]'],
        ['FR0204[%]', 'FR0206[%]', 'FR0207[%]', 'FR0208[%]'],
      ],
    },
    {
      id: 'employment',
      title: 'Employment and Income',
      description: 'Current employers of the borrower and co-borrower.',
      perBorrowerPair: true,
      rows: [['FE0102[%]', 'FE0202[%]']],
    },
    {
      id: 'loan-and-property',
      title: 'Loan and Property Information',
      description: 'The loan requested and the property it is for.',
      rows: [
        ['1401', '19', '1172', '608'],
        ['1109', '3', '4', '420'],
        ['11', '12', '13', '14', '15'],
        ['16', '18', '1041', '1811'],
        ['136', '356', '1821'],
      ],
    },
  ],
};
