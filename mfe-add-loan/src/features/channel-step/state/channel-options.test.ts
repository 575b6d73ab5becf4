import type { Organization } from 'shared-rules';
import {
  allowedChannels,
  isChannelAllowed,
  isNonQmEnabled,
  nonQmUnavailableMessage,
  parseChannelParam,
} from './channel-options';

function organization(
  channelTypes: Organization['basicInfo']['channelTypes'],
  correspondentSelection: Organization['basicInfo']['correspondentSelection'],
): Organization {
  return {
    summary: { id: 'org-1', organizationName: 'Summit Home Lending' },
    basicInfo: {
      channelTypes,
      correspondentSelection,
      approvalStatus: { currentStatus: 'Active' },
      primarySalesRepAe: null,
    },
  };
}

describe('channel availability', () => {
  it('allows every channel when the organisation has all channel types and selections', () => {
    const org = organization(['Brokered - Wholesale', 'Correspondent'], ['Delegated', 'Non-Delegated']);
    expect(allowedChannels(org)).toEqual(['wholesale', 'non-delegated', 'delegated']);
  });

  it('allows only wholesale for a wholesale-only organisation', () => {
    const org = organization(['Brokered - Wholesale'], ['Delegated']);
    expect(allowedChannels(org)).toEqual(['wholesale']);
  });

  it('needs the matching correspondent selection for each correspondent channel', () => {
    const org = organization(['Correspondent'], ['Non-Delegated']);
    expect(isChannelAllowed('non-delegated', org)).toBe(true);
    expect(isChannelAllowed('delegated', org)).toBe(false);
    expect(isChannelAllowed('wholesale', org)).toBe(false);
  });
});

describe('Non-QM availability', () => {
  const settings = { enableWholesale: true, enableNonDelegated: false, enableDelegated: true };

  it('follows the general-settings flag of the channel', () => {
    expect(isNonQmEnabled('wholesale', settings)).toBe(true);
    expect(isNonQmEnabled('non-delegated', settings)).toBe(false);
    expect(isNonQmEnabled('delegated', settings)).toBe(true);
  });

  it('is off when the settings are missing', () => {
    expect(isNonQmEnabled('wholesale', null)).toBe(false);
  });

  it('names the channel in the tooltip', () => {
    expect(nonQmUnavailableMessage('non-delegated')).toBe(
      'Non-QM products are not available for Correspondent Non-Delegated channels.',
    );
  });
});

describe('parseChannelParam', () => {
  it('reads ids and labels', () => {
    expect(parseChannelParam('delegated')).toBe('delegated');
    expect(parseChannelParam('Brokered - Wholesale')).toBe('wholesale');
  });

  it('ignores unknown or empty values', () => {
    expect(parseChannelParam('retail')).toBeNull();
    expect(parseChannelParam('')).toBeNull();
    expect(parseChannelParam(null)).toBeNull();
  });
});
