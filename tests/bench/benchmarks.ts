// Every benchmark `npm run bench` runs, in the order it runs them. Pure data, so the README
// check can see which names a command may give.

export interface Benchmark {
  /** What `npm run bench -- <name>` selects, and the first part of its results' names. */
  name: string;
  /** Its entry, from the repository's root. */
  script: string;
  /** What it needs built before it starts. */
  needs: readonly ('services' | 'shared-rules' | 'portal')[];
  /** What it measures, in a line (`npm run bench -- --list`). */
  about: string;
}

export const BENCHMARKS: readonly Benchmark[] = [
  { name: 'rules', script: 'shared-rules/bench/run.ts', needs: ['shared-rules'], about: 'rule engine against json-rules-engine' },
  {
    name: 'live-validation',
    script: 'shared-rules/bench/live-validation.ts',
    needs: ['shared-rules'],
    about: 'live validation of one changed field against the whole rule set',
  },
  {
    name: 'pricing',
    script: 'tests/bench/pricing/run.ts',
    needs: ['shared-rules', 'services'],
    about: 'one scenario priced across a 150-product rate sheet, against every grid scanned per rung',
  },
  { name: 'import', script: 'tests/bench/import/run.ts', needs: ['services'], about: 'MISMO import of a 25 MB file' },
  {
    name: 'pdf-extraction-event-loop',
    script: 'tests/bench/pdf-extraction-event-loop/run.ts',
    needs: ['services'],
    about: 'event-loop delay while a 25 MB PDF is read: worker pool against the main thread',
  },
  { name: 'api', script: 'tests/bench/api/run.ts', needs: ['services'], about: 'API routes against a bare fastify' },
  {
    name: 'socket',
    script: 'tests/bench/socket/run.ts',
    needs: ['services'],
    about: '2,000 then 20,000 sockets on one service process: publish to last delivery, memory per socket',
  },
  { name: 'pipeline', script: 'tests/bench/pipeline/run.ts', needs: ['services'], about: 'pipeline pages at 50,000 loans (PostgreSQL)' },
  {
    name: 'load',
    script: 'tests/bench/load/run.ts',
    needs: ['services'],
    about: "two service processes under the users' mix, then with the job system busy (PostgreSQL, Redis)",
  },
  {
    name: 'knowledge',
    script: 'tests/bench/knowledge/run.ts',
    needs: ['services'],
    about: 'knowledge search against ts_rank and MiniSearch (PostgreSQL)',
  },
  {
    name: 'assistant',
    script: 'tests/bench/assistant/run.ts',
    needs: ['services'],
    about: "assistant's first streamed chunk, socket and SSE",
  },
  { name: 'loan-data', script: 'tests/bench/loan-data/run.ts', needs: [], about: 'URLA form in Chromium: first render and keystrokes' },
  {
    name: 'shell',
    script: 'tests/bench/shell/run.ts',
    needs: ['portal'],
    about: 'the built portal in Chromium: host JS, sign-in, a second remote',
  },
];

/** The command that runs one benchmark, as results and the README show it. */
export const benchCommand = (name: string): string => `npm run bench -- ${name}`;

/** The benchmark a `npm run bench -- <name>` command runs; null for any other command. */
export function benchmarkOfCommand(command: string): string | null {
  const match = /^npm run bench -- ([a-z-]+)$/.exec(command);
  return match ? match[1] : null;
}
