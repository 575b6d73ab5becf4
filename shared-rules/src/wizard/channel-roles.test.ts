import { channelRoles } from './channel-roles';

describe('channelRoles', () => {
  it('has the lender lend and underwrite a wholesale loan', () => {
    expect(channelRoles('Brokered - Wholesale')).toEqual({ lenderOrg: 'Company', underwritingOrg: 'Company' });
  });

  it('has a correspondent close in its own name, and underwrite only with delegated authority', () => {
    expect(channelRoles('Correspondent Non-Delegated')).toEqual({ lenderOrg: 'Correspondent', underwritingOrg: 'Company' });
    expect(channelRoles('Correspondent Delegated')).toEqual({ lenderOrg: 'Correspondent', underwritingOrg: 'Correspondent' });
  });
});
