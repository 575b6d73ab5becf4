// The quiet-machine check: load average and a short CPU calibration before a benchmark measures.
import { cpus, loadavg } from 'node:os';
import { judgeMachine, type MachineState } from './machine-state.ts';

/** A fixed amount of arithmetic, about 75 ms of one core on these machines: timed by wall clock and by CPU. */
function calibrate(): { wallMs: number; cpuMs: number } {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let accumulator = 0;
  for (let index = 1; index < 5_000_000; index += 1) accumulator = (accumulator + Math.sqrt(index)) % 1_000_003;
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // Keeps the loop from being optimised away.
  if (accumulator < 0) console.log(accumulator);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

let lastState: MachineState | null = null;

/**
 * Looks at how busy the machine is (load average, a short CPU calibration) and prints a warning
 * when it is not quiet. The state is kept and recorded with every result reported afterwards.
 */
export function quietMachineCheck(): MachineState {
  const [one, five, fifteen] = loadavg();
  const processors = cpus();
  const measured = { cores: processors.length, loadAverage: [one, five, fifteen] as [number, number, number], calibration: calibrate() };
  const judged = judgeMachine(measured);
  lastState = { node: process.version, cpuModel: processors[0]?.model ?? 'unknown CPU', ...measured, ...judged };
  if (judged.warning) console.warn(`warning: ${judged.warning}`);
  return lastState;
}

/** The state of the last check, or a check now when none was made. */
export const machineState = (): MachineState => lastState ?? quietMachineCheck();
