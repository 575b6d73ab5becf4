import type { Organization } from '../api/contracts';
import type { UiChannel } from '../channels/channels';
import { UI_CHANNELS } from '../channels/channels';
import { nonQmUnavailableText } from './texts';

export interface ChannelOption {
  channel: UiChannel;
  disabled: boolean;
}

/**
 * The channel choices of an organisation: Brokered - Wholesale needs the `Brokered - Wholesale`
 * channel type; the correspondent channels need `Correspondent` and the matching
 * correspondent selection (Delegated or Non-Delegated).
 */
export function channelOptions(organization: Organization): ChannelOption[] {
  const types = organization.basicInfo.channelTypes ?? [];
  const selections = organization.basicInfo.correspondentSelection ?? [];
  const allowed: Record<UiChannel, boolean> = {
    'Brokered - Wholesale': types.includes('Brokered - Wholesale'),
    'Correspondent Non-Delegated': types.includes('Correspondent') && selections.includes('Non-Delegated'),
    'Correspondent Delegated': types.includes('Correspondent') && selections.includes('Delegated'),
  };
  return UI_CHANNELS.map((channel) => ({ channel, disabled: !allowed[channel] }));
}

/** The loan-upload part of the general settings: which channels offer Non-QM. */
export interface LoanUploadChannelSettings {
  enableWholesale: boolean;
  enableNonDelegated: boolean;
  enableDelegated: boolean;
}

/** Whether the Non-QM checkbox is usable for a channel, and the tooltip when it is not. */
export function nonQmAvailability(channel: UiChannel, settings: LoanUploadChannelSettings): { disabled: boolean; tooltip: string | null } {
  const enabled =
    channel === 'Brokered - Wholesale'
      ? settings.enableWholesale
      : channel === 'Correspondent Delegated'
        ? settings.enableDelegated
        : settings.enableNonDelegated;
  return enabled === true ? { disabled: false, tooltip: null } : { disabled: true, tooltip: nonQmUnavailableText(channel) };
}

/** The Add Loan button works only for an organisation whose approval status is Active. */
export function addLoanAllowed(organization: Organization | null | undefined): boolean {
  return organization?.basicInfo.approvalStatus?.currentStatus === 'Active';
}
