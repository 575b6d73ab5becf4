import { channelOptions, type Organization, UI_CHANNELS, type UiChannel } from 'shared-rules';

export interface PricingChannels {
  /** What the channel select offers. */
  channels: readonly UiChannel[];
  /** The channel the form starts with; empty while the organisation is loading. */
  initial: UiChannel | '';
  /** Said under the select when the organisation chose the channels. */
  description?: string;
}

/**
 * The channels a user prices in: an organisation's users in the channels their organisation may
 * submit through (the Add Loan wizard's rule), the first of them by default; lender staff quote any
 * channel, wholesale first. An organisation with no channel allowed falls back to every channel, so
 * the page still quotes (services price by the channel named).
 */
export function pricingChannels(isExternal: boolean, organization: Organization | undefined): PricingChannels {
  if (!isExternal) return { channels: UI_CHANNELS, initial: UI_CHANNELS[0] };
  if (!organization) return { channels: UI_CHANNELS, initial: '' };
  const allowed = channelOptions(organization)
    .filter((option) => !option.disabled)
    .map((option) => option.channel);
  if (allowed.length === 0) return { channels: UI_CHANNELS, initial: UI_CHANNELS[0] };
  return { channels: allowed, initial: allowed[0] ?? '', description: 'Your organization’s channels' };
}
