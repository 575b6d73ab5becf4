import type { Organization } from 'shared-rules';

/** The three ways a loan can be submitted, as the wizard and its query parameter name them. */
export type LoanChannel = 'wholesale' | 'non-delegated' | 'delegated';

/** The general-settings switches that allow Non-QM products per channel. */
export interface LoanUploadSettings {
  enableWholesale: boolean;
  enableNonDelegated: boolean;
  enableDelegated: boolean;
}

export interface ChannelOption {
  id: LoanChannel;
  /** The label users see (spec texts). */
  label: string;
  /** The channel name the create-loan call sends. */
  createChannel: 'Banked - Wholesale' | 'Correspondent';
  nonQmFlag: keyof LoanUploadSettings;
}

/** The channel options in the order the channel step lists them. */
export const CHANNEL_OPTIONS: readonly ChannelOption[] = [
  { id: 'wholesale', label: 'Brokered - Wholesale', createChannel: 'Banked - Wholesale', nonQmFlag: 'enableWholesale' },
  {
    id: 'non-delegated',
    label: 'Correspondent Non-Delegated',
    createChannel: 'Correspondent',
    nonQmFlag: 'enableNonDelegated',
  },
  { id: 'delegated', label: 'Correspondent Delegated', createChannel: 'Correspondent', nonQmFlag: 'enableDelegated' },
];

/** Returns the option for a channel id. */
export function channelOption(channel: LoanChannel): ChannelOption {
  const option = CHANNEL_OPTIONS.find((candidate) => candidate.id === channel);
  if (!option) throw new Error(`Unknown loan channel: ${channel}`);
  return option;
}

/**
 * Whether the organisation may submit loans through a channel: wholesale needs the Brokered -
 * Wholesale channel type; the correspondent channels need the Correspondent channel type and the
 * matching correspondent selection.
 */
export function isChannelAllowed(channel: LoanChannel, organization: Organization): boolean {
  const { channelTypes, correspondentSelection } = organization.basicInfo;
  switch (channel) {
    case 'wholesale':
      return channelTypes.includes('Brokered - Wholesale');
    case 'non-delegated':
      return channelTypes.includes('Correspondent') && correspondentSelection.includes('Non-Delegated');
    case 'delegated':
      return channelTypes.includes('Correspondent') && correspondentSelection.includes('Delegated');
  }
}

/** The channels the organisation may use, in display order. */
export function allowedChannels(organization: Organization): LoanChannel[] {
  return CHANNEL_OPTIONS.filter((option) => isChannelAllowed(option.id, organization)).map((option) => option.id);
}

/**
 * Whether Non-QM products may be chosen for a channel. Missing settings mean the lender has not
 * switched Non-QM on, so the checkbox stays disabled.
 */
export function isNonQmEnabled(channel: LoanChannel, settings: LoanUploadSettings | null | undefined): boolean {
  if (!settings) return false;
  return settings[channelOption(channel).nonQmFlag] === true;
}

/** The tooltip shown on the disabled Non-QM checkbox. */
export function nonQmUnavailableMessage(channel: LoanChannel): string {
  return `Non-QM products are not available for ${channelOption(channel).label} channels.`;
}

/**
 * Reads the `channel` query parameter. Accepts the channel id (`wholesale`) or its label
 * (`Brokered - Wholesale`), case-insensitively; anything else gives null so that a bad link only
 * loses the preselection.
 */
export function parseChannelParam(value: string | null | undefined): LoanChannel | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  const match = CHANNEL_OPTIONS.find(
    (option) => option.id === wanted || option.label.toLowerCase() === wanted,
  );
  return match ? match.id : null;
}
