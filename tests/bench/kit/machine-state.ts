/** How busy the machine was around a measurement: recorded beside every result. */
export interface MachineState {
  node: string;
  cores: number;
  cpuModel: string;
  /** The 1, 5 and 15 minute load averages. */
  loadAverage: [number, number, number];
  /** Wall time of a fixed piece of CPU work, and the CPU time it took: a busy machine makes it wait for a core. */
  calibration: { wallMs: number; cpuMs: number };
  quiet: boolean;
  /** Why the machine was judged busy; absent when it was quiet. */
  warning?: string;
}

/** Above one runnable process per core, a benchmark's own processes wait for a core. */
export const BUSY_LOAD_PER_CORE = 1;
/** The calibration's wall time past its CPU time by this much means it was kept off a core. */
export const BUSY_WAIT_SHARE = 0.25;

/**
 * Judges whether figures measured now compare with a quiet machine's: quiet when the 1-minute
 * load average is at most one process per core and the calibration work waited for a core less
 * than a quarter of its CPU time. Returns the warning to print and record when it is not.
 */
export function judgeMachine(state: {
  cores: number;
  loadAverage: readonly [number, number, number];
  calibration: { wallMs: number; cpuMs: number };
}): { quiet: boolean; warning?: string } {
  const problems: string[] = [];
  const [oneMinute] = state.loadAverage;
  if (oneMinute > state.cores * BUSY_LOAD_PER_CORE) problems.push(`load average ${oneMinute.toFixed(1)} on ${state.cores} cores`);
  const { wallMs, cpuMs } = state.calibration;
  const waited = cpuMs > 0 ? wallMs / cpuMs - 1 : 0;
  if (waited > BUSY_WAIT_SHARE) problems.push(`a ${cpuMs.toFixed(0)} ms CPU calibration took ${wallMs.toFixed(0)} ms of wall time`);
  return problems.length === 0
    ? { quiet: true }
    : { quiet: false, warning: `busy machine: ${problems.join('; ')}; figures are lower bounds` };
}
