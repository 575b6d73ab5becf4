import { formatForDisplay, formatInstantDate, uiChannelOf, type LoanStatus, type LoanSummary } from 'shared-rules';
import { truncateName } from 'shared-ui';

/** Badge colour per loan status: live work is blue, good outcomes green, ended files grey or red. */
export const STATUS_COLORS: Record<LoanStatus, string> = {
  Active: 'blue',
  Submitted: 'indigo',
  'In Underwriting': 'violet',
  Approved: 'green',
  Closed: 'gray',
  Withdrawn: 'gray',
  Denied: 'red',
};

/** The channel as users chose it in the wizard (`Correspondent Delegated`), or the stored name. */
export function channelLabel(loan: Pick<LoanSummary, 'channel' | 'delegated'>): string {
  return uiChannelOf(loan.channel, loan.delegated) ?? loan.channel;
}

/** `$350,000.00`, or an em dash when the amount is not known yet. */
export function amountLabel(amount: number | null): string {
  return amount === null ? '—' : formatForDisplay('CURRENCY', amount);
}

/** The reader's local day of an ISO instant, as MM/dd/yyyy (the portal's date format); bad data as stored. */
export function dateLabel(iso: string): string {
  return formatInstantDate(iso) ?? iso;
}

/** The borrower's name, truncated to 30 characters, or a note that the loan has none yet. */
export function borrowerLabel(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return 'No borrower yet';
  return truncateName(trimmed, 30);
}
