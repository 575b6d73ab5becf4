import type { Organization } from 'shared-rules';
import { pricingChannels } from './pricing-channels';

const organization = (
  channelTypes: Organization['basicInfo']['channelTypes'],
  correspondentSelection: Organization['basicInfo']['correspondentSelection'],
): Organization => ({
  summary: { id: 'org-1', organizationName: 'Summit Home Lending' },
  basicInfo: { channelTypes, correspondentSelection, approvalStatus: { currentStatus: 'Active' }, primarySalesRepAe: null },
});

describe('the channels a user prices in', () => {
  it('are the organisation’s, the first by default, for its users', () => {
    expect(pricingChannels(true, organization(['Correspondent'], ['Delegated']))).toEqual({
      channels: ['Correspondent Delegated'],
      initial: 'Correspondent Delegated',
      description: 'Your organization’s channels',
    });
  });

  it('wait for the organisation, then fall back to every channel when it allows none', () => {
    expect(pricingChannels(true, undefined).initial).toBe('');
    expect(pricingChannels(true, organization([], [])).initial).toBe('Brokered - Wholesale');
  });

  it('are every channel, wholesale first, for lender staff', () => {
    expect(pricingChannels(false, undefined)).toEqual({
      channels: ['Brokered - Wholesale', 'Correspondent Non-Delegated', 'Correspondent Delegated'],
      initial: 'Brokered - Wholesale',
    });
  });
});
