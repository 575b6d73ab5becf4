import { jsonLineDiff } from './json-line-diff';

const changedText = (lines: { text: string; changed: boolean }[]) => lines.filter((line) => line.changed).map((line) => line.text.trim());

describe('jsonLineDiff', () => {
  it('marks only the lines that differ, on each side', () => {
    const diff = jsonLineDiff(
      { brandName: 'Loan Portal', logo: { lightMode: null } },
      { brandName: 'Keystone', logo: { lightMode: null } },
    );
    expect(changedText(diff.before)).toEqual(['"brandName": "Loan Portal",']);
    expect(changedText(diff.after)).toEqual(['"brandName": "Keystone",']);
    expect(diff.before).toHaveLength(diff.after.length);
  });

  it('marks added and removed lines of lists', () => {
    const diff = jsonLineDiff({ categories: ['A', 'B'] }, { categories: ['A', 'B', 'C'] });
    expect(changedText(diff.before)).toEqual(['"B"']);
    expect(changedText(diff.after)).toEqual(['"B",', '"C"']);
  });

  it('shows a first save as everything added', () => {
    const diff = jsonLineDiff(undefined, { enabled: true });
    expect(diff.before).toEqual([{ number: 1, text: '(none)', changed: true }]);
    expect(diff.after.every((line) => line.changed)).toBe(true);
  });
});
