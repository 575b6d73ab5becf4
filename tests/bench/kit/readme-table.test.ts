import { describe, expect, it } from '@jest/globals';
import { measuredSectionIn, renderMeasuredTable, TABLE_END, TABLE_START, withMeasuredSection } from './readme-table.ts';
import type { Summary } from './summary.ts';

const summary: Summary = {
  heading: 'On the test machine.',
  rows: [
    { name: 'api/profile', what: 'Profile', command: 'npm run bench -- api', result: '51.7 %', target: '≥ 40 %', carriedOver: 'README' },
    {
      name: 'socket/p99',
      what: 'Sockets | rooms',
      command: 'npm run bench -- socket',
      result: 'p99 48 ms',
      target: '< 100 ms',
      carriedOver: 'README',
    },
  ],
};

describe('renderMeasuredTable', () => {
  it('lines up every column and quotes the command as code', () => {
    expect(renderMeasuredTable(summary)).toBe(
      [
        '| What             | Command                   | Result    | Target   |',
        '| ---------------- | ------------------------- | --------- | -------- |',
        '| Profile          | `npm run bench -- api`    | 51.7 %    | ≥ 40 %   |',
        '| Sockets \\| rooms | `npm run bench -- socket` | p99 48 ms | < 100 ms |',
      ].join('\n'),
    );
  });
});

describe('withMeasuredSection', () => {
  const readme = `# Portal\n\n## Measured\n\n${TABLE_START}\nold table\n${TABLE_END}\n\nAfter.\n`;

  it('replaces only what lies between the markers', () => {
    const generated = withMeasuredSection(readme, summary);
    expect(generated.startsWith('# Portal\n\n## Measured\n\n')).toBe(true);
    expect(generated.endsWith('\n\nAfter.\n')).toBe(true);
    expect(measuredSectionIn(generated)).toContain('On the test machine.\n\n| What');
    expect(generated).not.toContain('old table');
  });

  it('gives the same README when generated twice', () => {
    const once = withMeasuredSection(readme, summary);
    expect(withMeasuredSection(once, summary)).toBe(once);
  });

  it('refuses a README without the markers rather than appending a table somewhere', () => {
    expect(() => withMeasuredSection('# Portal\n', summary)).toThrow('no measured-table markers');
  });
});
