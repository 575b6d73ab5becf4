import { describe, expect, it } from '@jest/globals';
import type { MachineState } from './machine-state.ts';
import { mergeResults, type RecordedResult, type Summary } from './summary.ts';

const machine: MachineState = {
  node: 'v20.20.2',
  cores: 2,
  cpuModel: 'test CPU',
  loadAverage: [0.5, 0.5, 0.5],
  calibration: { wallMs: 80, cpuMs: 80 },
  quiet: true,
};

const result = (name: string, figure: string, quick = false): RecordedResult => ({
  name,
  what: name,
  command: `npm run bench -- ${name.split('/')[0]}`,
  result: figure,
  target: '—',
  figures: {},
  ratios: {},
  measuredAt: '2026-11-28T00:00:00.000Z',
  quick,
  machine,
});

const summary: Summary = {
  heading: 'h',
  rows: [
    { name: 'api/profile', what: 'Profile', command: 'npm run bench -- api', result: 'old', target: '—', carriedOver: 'README' },
    { name: 'socket/p99', what: 'Sockets', command: 'npm run bench -- socket', result: 'old', target: '—', carriedOver: 'README' },
  ],
};

describe('mergeResults', () => {
  it('puts a result in place of the row of the same name and leaves the others', () => {
    const merged = mergeResults(summary, [result('api/profile', '52 %')]);
    expect(merged.rows.map((row) => [row.name, row.result])).toEqual([
      ['api/profile', '52 %'],
      ['socket/p99', 'old'],
    ]);
  });

  it('adds a new figure after the last row of its benchmark, or at the end', () => {
    const merged = mergeResults(summary, [result('api/flags', '30 %'), result('import/speed', '31 MB/s')]);
    expect(merged.rows.map((row) => row.name)).toEqual(['api/profile', 'api/flags', 'socket/p99', 'import/speed']);
  });

  it("refuses a quick run's figures", () => {
    expect(() => mergeResults(summary, [result('api/profile', '1 %', true)])).toThrow('quick');
  });
});
