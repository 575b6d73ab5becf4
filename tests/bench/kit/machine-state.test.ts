import { describe, expect, it } from '@jest/globals';
import { judgeMachine } from './machine-state.ts';

describe('judgeMachine', () => {
  const calm = { cores: 2, loadAverage: [0.4, 0.5, 0.6] as [number, number, number], calibration: { wallMs: 80, cpuMs: 78 } };

  it('finds a machine quiet when its load is under a process per core and the calibration did not wait', () => {
    expect(judgeMachine(calm)).toEqual({ quiet: true });
  });

  it('warns of a load average above the cores', () => {
    const judged = judgeMachine({ ...calm, loadAverage: [5.2, 4, 3] });
    expect(judged.quiet).toBe(false);
    expect(judged.warning).toContain('load average 5.2 on 2 cores');
  });

  it('warns when the calibration waited for a core, whatever the load average says', () => {
    const judged = judgeMachine({ ...calm, calibration: { wallMs: 160, cpuMs: 80 } });
    expect(judged.quiet).toBe(false);
    expect(judged.warning).toContain('a 80 ms CPU calibration took 160 ms of wall time');
  });
});
