import { chunksOf, literal, shorten, snippetMarkdown } from './markdown';

describe('chunksOf', () => {
  const text = 'The **loan** is at the Purchase review step.\n\n- Receive the appraisal: Appraisal (APPRAISAL), 0 of 1\n- Title';

  it('gives back the text exactly when joined, in pieces of about the size, never splitting a word', () => {
    const chunks = chunksOf(text, 20);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks.slice(0, -1)) expect(chunk).toMatch(/[ \n]$/);
    expect(chunks.every((chunk) => chunk.length <= 21)).toBe(true);
  });

  it('cuts a word longer than a chunk where it must', () => {
    expect(chunksOf('x'.repeat(50), 20).join('')).toBe('x'.repeat(50));
    expect(chunksOf('', 20)).toEqual([]);
  });
});

describe('snippetMarkdown', () => {
  it('turns the marks into bold and the entities into characters', () => {
    expect(snippetMarkdown('… the loan&#39;s <mark>Conditions</mark> tab &amp; <mark>upload</mark> &quot;it&quot;')).toBe(
      '… the loan\'s **Conditions** tab & **upload** "it"',
    );
  });
});

describe('shorten and literal', () => {
  it('cuts at a word with an ellipsis, and leaves short text alone', () => {
    expect(shorten('What is missing on the loan of the borrower', 20)).toBe('What is missing on…');
    expect(shorten('  short\n text ', 20)).toBe('short text');
  });

  it('escapes Markdown in names and titles', () => {
    expect(literal('Smith_Jones *rush* [1]')).toBe('Smith\\_Jones \\*rush\\* \\[1\\]');
  });
});
