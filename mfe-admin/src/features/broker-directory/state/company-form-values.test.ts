import { ORGANIZATION_TEXTS } from 'shared-rules';
import { organization } from '../testing/broker-directory-test-kit';
import { type CompanyFormValues, companyProblems, companyValuesOf, createRequestOf, updateRequestOf } from './company-form-values';

const harbor = companyValuesOf(
  organization('org-2', 'Harbor Funding', {
    channelTypes: ['Correspondent', 'Brokered - Wholesale'],
    correspondentSelection: ['Non-Delegated', 'Delegated'],
    primarySalesRepAe: { userId: 'ae-1' },
  }),
);

describe('company form values', () => {
  it('refuses a blank name and a correspondent selection that does not match the channel', () => {
    const values: CompanyFormValues = { ...harbor, name: '  ' };
    expect(companyProblems(values).name).toBe(ORGANIZATION_TEXTS.nameRequired);
    expect(companyProblems({ ...harbor, correspondentSelection: [] }).correspondentSelection).toBe(
      ORGANIZATION_TEXTS.correspondentNeedsSelection,
    );
    expect(companyProblems({ ...harbor, channelTypes: ['Brokered - Wholesale'] }).correspondentSelection).toBe(
      ORGANIZATION_TEXTS.correspondentNeedsChannel,
    );
    expect(companyProblems(harbor)).toEqual({ name: undefined, correspondentSelection: undefined });
  });

  it('sends a new company whole, its name trimmed and its choices in their usual order', () => {
    expect(createRequestOf({ ...harbor, name: ' Harbor Funding  ' })).toEqual({
      name: 'Harbor Funding',
      approvalStatus: 'Active',
      channelTypes: ['Brokered - Wholesale', 'Correspondent'],
      correspondentSelection: ['Delegated', 'Non-Delegated'],
      primaryAeId: 'ae-1',
    });
  });

  it('sends only what changed, whatever the order of the choices', () => {
    expect(updateRequestOf(harbor, { ...harbor, channelTypes: ['Brokered - Wholesale', 'Correspondent'] }, true)).toBeNull();
    expect(updateRequestOf(harbor, { ...harbor, name: 'Harbor Funding ' }, true)).toBeNull();
    expect(updateRequestOf(harbor, { ...harbor, approvalStatus: 'Suspended', primaryAeId: null }, true)).toEqual({
      approvalStatus: 'Suspended',
      primaryAeId: null,
    });
  });

  it('never sends the primary account executive for someone who may not choose it', () => {
    expect(updateRequestOf(harbor, { ...harbor, primaryAeId: 'ae-2' }, false)).toBeNull();
  });
});
