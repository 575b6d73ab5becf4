import { documentCountLabel, isFeatured, matchLabel, truncateDescription, visibleTags, wordCountLabel } from './knowledge-display';

describe('truncateDescription', () => {
  it('keeps a description of up to 120 characters as it is', () => {
    const exact = 'x'.repeat(120);
    expect(truncateDescription(exact)).toBe(exact);
    expect(truncateDescription('  Short one.  ')).toBe('Short one.');
  });

  it('cuts a longer one to 120 characters ending with an ellipsis', () => {
    const cut = truncateDescription('y'.repeat(121));
    expect(cut).toHaveLength(120);
    expect(cut.endsWith('y…')).toBe(true);
  });

  it('drops the space before the ellipsis', () => {
    expect(truncateDescription(`${'a'.repeat(118)} bcd`)).toBe(`${'a'.repeat(118)}…`);
  });
});

describe('visibleTags', () => {
  it('shows the first tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], hiddenCount: 2 });
    expect(visibleTags(['a', 'b', 'c'], 3)).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 0 });
    expect(visibleTags([], 2)).toEqual({ shown: [], hiddenCount: 0 });
  });
});

describe('matchLabel', () => {
  it('shows a 0..1 score as a rounded percentage', () => {
    expect(matchLabel(0.874)).toBe('87% match');
    expect(matchLabel(0.875)).toBe('88% match');
    expect(matchLabel(1)).toBe('100% match');
    expect(matchLabel(0)).toBe('0% match');
  });

  it('never shows a percentage outside 0-100', () => {
    expect(matchLabel(1.3)).toBe('100% match');
    expect(matchLabel(-0.2)).toBe('0% match');
  });
});

describe('counts', () => {
  it('says document and word in the singular for one, the plural otherwise', () => {
    expect(documentCountLabel(1)).toBe('1 document');
    expect(documentCountLabel(0)).toBe('0 documents');
    expect(documentCountLabel(3)).toBe('3 documents');
    expect(wordCountLabel(1)).toBe('1 word');
    expect(wordCountLabel(1250)).toBe('1,250 words');
  });
});

describe('isFeatured', () => {
  it('stars priorities of 80 and more', () => {
    expect(isFeatured(80)).toBe(true);
    expect(isFeatured(100)).toBe(true);
    expect(isFeatured(79)).toBe(false);
  });
});
