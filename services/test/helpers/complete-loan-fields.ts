/** Every field the demo lender's create-loan rules ask for, by field id: a loan with these passes them. */
export const COMPLETE_LOAN_FIELDS = {
  '19': 'Purchase',
  '1109': 420000,
  '136': 525000,
  '3': 6.625,
  '11': '418 Cedar Ln',
  '12': 'Denver',
  '14': 'CO',
  '15': '80203',
  '4000': 'Dana',
  '4002': 'Novak',
  '65': '521-44-1234',
};
