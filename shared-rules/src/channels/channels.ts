/**
 * Loan channels under their two names: what users pick in the Add Loan wizard, and what the
 * create-loan call and the loan record carry (a channel plus the delegated flag).
 */

export const UI_CHANNELS = ['Brokered - Wholesale', 'Correspondent Non-Delegated', 'Correspondent Delegated'] as const;
export type UiChannel = (typeof UI_CHANNELS)[number];

export const WHOLESALE_UI_CHANNEL: UiChannel = 'Brokered - Wholesale';
export const NON_DELEGATED_UI_CHANNEL: UiChannel = 'Correspondent Non-Delegated';
export const DELEGATED_UI_CHANNEL: UiChannel = 'Correspondent Delegated';

export const LOAN_CHANNELS = ['Banked - Wholesale', 'Correspondent'] as const;
export type LoanChannel = (typeof LOAN_CHANNELS)[number];

/** The folder a new loan is filed in, by channel (the lender's folder names; the pipeline filters by them). */
export const CHANNEL_FOLDERS = { wholesale: 'TPO Pending', delegated: 'Corr Delegated', nonDelegated: 'Corr Non-Delegated' } as const;

export const WHOLESALE_LOAN_CHANNEL: LoanChannel = 'Banked - Wholesale';
export const CORRESPONDENT_LOAN_CHANNEL: LoanChannel = 'Correspondent';

/** What the create-loan call sends for a channel chosen in the wizard. */
export interface LoanChannelSelection {
  channel: LoanChannel;
  delegated: boolean;
}

const TO_LOAN_CHANNEL: Record<UiChannel, LoanChannelSelection> = {
  'Brokered - Wholesale': { channel: 'Banked - Wholesale', delegated: false },
  'Correspondent Non-Delegated': { channel: 'Correspondent', delegated: false },
  'Correspondent Delegated': { channel: 'Correspondent', delegated: true },
};

/** True when the text is one of the wizard's channel names (query parameters arrive as any text). */
export function isUiChannel(value: unknown): value is UiChannel {
  return typeof value === 'string' && (UI_CHANNELS as readonly string[]).includes(value);
}

/** The create-loan channel and delegated flag of a wizard channel. */
export function loanChannelOf(uiChannel: UiChannel): LoanChannelSelection {
  return { ...TO_LOAN_CHANNEL[uiChannel] };
}

/**
 * The wizard channel of a loan's channel and delegated flag, or null for a channel the portal
 * does not know. The delegated flag only matters for Correspondent.
 */
export function uiChannelOf(channel: string, delegated: boolean): UiChannel | null {
  if (channel === WHOLESALE_LOAN_CHANNEL) return WHOLESALE_UI_CHANNEL;
  if (channel === CORRESPONDENT_LOAN_CHANNEL) return delegated ? DELEGATED_UI_CHANNEL : NON_DELEGATED_UI_CHANNEL;
  return null;
}
