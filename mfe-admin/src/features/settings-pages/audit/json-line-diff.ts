/** One line of a value shown as JSON, and whether the other side lacks it. */
export interface DiffLine {
  /** 1 for the first line of its side. */
  number: number;
  text: string;
  changed: boolean;
}

export interface JsonLineDiff {
  before: DiffLine[];
  after: DiffLine[];
}

/** A value as the change view shows it: pretty JSON, or a word for "nothing". */
export function jsonLines(value: unknown): string[] {
  if (value === undefined) return ['(none)'];
  return JSON.stringify(value, null, 2).split('\n');
}

/**
 * The old and new value of a setting as two columns of JSON lines, each line marked when it is
 * not part of the longest run of lines both share (a removed line on the left, an added one on
 * the right), the way a diff marks them. Quadratic in the line count: setting values are small.
 */
export function jsonLineDiff(oldValue: unknown, newValue: unknown): JsonLineDiff {
  const before = jsonLines(oldValue);
  const after = jsonLines(newValue);
  // common[i][j]: the length of the longest common subsequence of before[i..] and after[j..].
  const common = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      common[i][j] = before[i] === after[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const keptBefore = new Set<number>();
  const keptAfter = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      keptBefore.add(i);
      keptAfter.add(j);
      i += 1;
      j += 1;
    } else if (common[i + 1][j] >= common[i][j + 1]) i += 1;
    else j += 1;
  }
  return {
    before: before.map((text, index) => ({ number: index + 1, text, changed: !keptBefore.has(index) })),
    after: after.map((text, index) => ({ number: index + 1, text, changed: !keptAfter.has(index) })),
  };
}
