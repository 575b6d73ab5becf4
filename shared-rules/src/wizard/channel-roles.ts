import { DELEGATED_UI_CHANNEL, WHOLESALE_UI_CHANNEL, type UiChannel } from '../channels/channels';
import type { DisclosureSource } from './non-delegated';

/**
 * The loan-upload form's `lenderOrg` and `underwritingOrg`: who the loan closes in the name of
 * and who underwrites it. The specification names the two fields but asks no question for them;
 * they follow from the channel, as the channels are defined in mortgage lending:
 * - Brokered - Wholesale: the broker originates, the lender (the company) lends and underwrites.
 * - Correspondent Non-Delegated: the correspondent closes in its own name; the lender underwrites.
 * - Correspondent Delegated: the correspondent closes and underwrites under delegated authority.
 */
export interface ChannelRoles {
  lenderOrg: DisclosureSource;
  underwritingOrg: DisclosureSource;
}

/** Who lends and who underwrites a loan of `channel`. */
export function channelRoles(channel: UiChannel): ChannelRoles {
  return {
    lenderOrg: channel === WHOLESALE_UI_CHANNEL ? 'Company' : 'Correspondent',
    underwritingOrg: channel === DELEGATED_UI_CHANNEL ? 'Correspondent' : 'Company',
  };
}
