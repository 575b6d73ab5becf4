/**
 * Whether two words are one edit apart: a letter added, dropped, replaced, or two neighbours
 * swapped (Damerau). Linear in the word's length; most pairs are refused at the first checks.
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const difference = a.length - b.length;
  if (difference > 1 || difference < -1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let start = 0;
  while (start < short.length && short[start] === long[start]) start += 1;
  if (short.length === long.length) {
    if (short.slice(start + 1) === long.slice(start + 1)) return true;
    return (
      start + 1 < short.length &&
      short[start] === long[start + 1] &&
      short[start + 1] === long[start] &&
      short.slice(start + 2) === long.slice(start + 2)
    );
  }
  return short.slice(start) === long.slice(start + 1);
}

/** The words one edit away from `word`, among the known words of a knowledge base (tens of thousands). */
export function closeTerms(word: string, vocabulary: readonly string[]): string[] {
  const close: string[] = [];
  for (const candidate of vocabulary) {
    // The first letter is rarely the one mistyped, and comparing it first skips most of the vocabulary.
    if (candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
    if (oneEditApart(word, candidate)) close.push(candidate);
  }
  return close;
}
