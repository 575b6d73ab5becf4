import { NON_QM_FIELD, NON_QM_SET_VALUE, readFieldValues, type LoanDocument, type LoanFieldValue, type RedirectRule } from 'shared-rules';

/**
 * The field values the redirect rules' conditions read: each condition's field from the
 * imported loan, with the Non-QM choice of the channel step as `CX.NONQM.YN` (the loan is not
 * marked Non-QM until it is created).
 */
export function redirectFieldValues(
  rules: readonly RedirectRule[],
  loan: LoanDocument | null,
  nonQM: boolean,
): Record<string, LoanFieldValue> {
  const ids = new Set<string>();
  for (const rule of rules)
    for (const condition of Array.isArray(rule?.rules) ? rule.rules : [])
      if (typeof condition?.fieldId === 'string') ids.add(condition.fieldId);
  const values = loan ? readFieldValues(loan, [...ids]).values : {};
  return { ...values, [NON_QM_FIELD]: nonQM ? NON_QM_SET_VALUE : null };
}
