import { truncateName } from './truncate-name';

describe('truncateName', () => {
  it('keeps names within the limit', () => {
    expect(truncateName('Jordan', 15)).toBe('Jordan');
    expect(truncateName('Maximilianaaaaa', 15)).toBe('Maximilianaaaaa');
  });

  it('cuts longer names to the limit, ellipsis included', () => {
    const cut = truncateName('Bartholomew-Alexander', 15);
    expect(cut).toHaveLength(15);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateName('A'.repeat(40), 30)).toHaveLength(30);
  });
});
