import { loanUploadFlagsOf } from './general-settings';

describe('loanUploadFlagsOf', () => {
  it('reads the Non-QM switches of a general-settings entry', () => {
    const entry = { key: 'general-settings', value: { loanUpload: { enableWholesale: true, enableNonDelegated: false, enableDelegated: true } } };
    expect(loanUploadFlagsOf(entry)).toEqual({ enableWholesale: true, enableNonDelegated: false, enableDelegated: true });
  });

  it('gives null for a missing or malformed entry', () => {
    expect(loanUploadFlagsOf(undefined)).toBeNull();
    expect(loanUploadFlagsOf({ key: 'general-settings', value: null })).toBeNull();
    expect(loanUploadFlagsOf({ key: 'general-settings', value: { loanUpload: 'on' } })).toBeNull();
  });

  it('treats anything but true as off', () => {
    const entry = { value: { loanUpload: { enableWholesale: 'yes' } } };
    expect(loanUploadFlagsOf(entry)).toEqual({ enableWholesale: false, enableNonDelegated: false, enableDelegated: false });
  });
});
