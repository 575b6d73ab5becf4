/**
 * The homeowners-insurance (HOI) notice of the Add Loan wizard, asked before the loan is created
 * when the HOI opt-out feature is on. The specification names the step and the form's `hoiNotice`
 * but not its content: the broker records whether the borrower opts out of the lender's
 * homeowners-insurance offer (they bring their own policy) or wants a quote through the lender.
 * The answer is stored on the loan.
 */
export const HOI_NOTICE_ANSWERS = ['opted-out', 'quote-requested'] as const;
export type HoiNoticeAnswer = (typeof HOI_NOTICE_ANSWERS)[number];

/** The answers as the step offers them and the loan shows them. */
export const HOI_NOTICE_LABELS: Readonly<Record<HoiNoticeAnswer, string>> = {
  'opted-out': 'The borrower opts out: they will provide their own homeowners insurance',
  'quote-requested': 'The borrower would like a homeowners-insurance quote through the lender',
};
