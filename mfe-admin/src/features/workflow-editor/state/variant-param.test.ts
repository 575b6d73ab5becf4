import { variantFromParams, withVariant } from './variant-param';

describe('the variant in the address', () => {
  it('names a known variant (any case), else the wholesale one', () => {
    expect(variantFromParams(new URLSearchParams('variant=NONDEL'))).toBe('NONDEL');
    expect(variantFromParams(new URLSearchParams('variant=del'))).toBe('DEL');
    expect(variantFromParams(new URLSearchParams('variant=retail'))).toBe('WH');
    expect(variantFromParams(new URLSearchParams(''))).toBe('WH');
  });

  it('is set keeping the other parameters', () => {
    expect(withVariant(new URLSearchParams('tab=steps&variant=WH'), 'DEL').toString()).toBe('tab=steps&variant=DEL');
  });
});
