// Assistant benchmark: how soon the built-in provider's reply starts to stream and how soon it is
// complete, over the socket (`chat:send_message` → `chat:response_streaming` → `chat:response_complete`
// in the conversation's room) and over SSE (`POST /api/chat/conversations/:id/stream`), with 1 and
// with 50 conversations asking at once, on four kinds of question (a how-to from the knowledge
// base, the status of one of the asker's loans by number, a page to open, a person to talk to).
//
//   npm run bench -- assistant
//   node --import tsx tests/bench/assistant/run.ts [--concurrency 1,50] [--rounds-single 50] [--rounds-concurrent 5] [--channels socket,sse]
//
// A round is one question of each kind per conversation. Target (the issue): first chunk p95 ≤ 300 ms.
// A benchmark prints figures; it never fails on them.
import { loadavg } from 'node:os';
import type { ChatMessage, LoanSummary, Paged } from 'shared-rules';
import { benchCommand } from '../benchmarks.ts';
import { compileServices } from '../kit/build.ts';
import { createBenchDatabase } from '../kit/database.ts';
import { loadAverageText, ms, printTable } from '../kit/format.ts';
import { quietMachineCheck } from '../kit/machine.ts';
import { flag, numberOption, quickOr } from '../kit/options.ts';
import { type Percentiles, percentiles } from '../kit/percentiles.ts';
import { reportResult, runBenchmark } from '../kit/report.ts';
import { type BenchServer, startServices } from '../kit/services.ts';
import { apiCall, signIn } from '../kit/sign-in.ts';
import { type ChannelName, openChannel } from './channels.ts';

const TARGET_FIRST_CHUNK_P95_MS = 300;
const CONCURRENCY = flag('--concurrency', quickOr('1,50', '1,5')).split(',').map(Number);
const ROUNDS_SINGLE = numberOption('--rounds-single', quickOr(50, 3));
const ROUNDS_CONCURRENT = numberOption('--rounds-concurrent', quickOr(5, 1));
const CHANNELS = flag('--channels', 'socket,sse').split(',') as ChannelName[];
const POOL_SIZE = process.env.BENCH_POOL_SIZE ? Number(process.env.BENCH_POOL_SIZE) : undefined;
/** Signed-in demo users who ask; those who reach no loan are left out (they have no loan to ask about). */
const USERS = [
  'lo@summit.test',
  'lp@summit.test',
  'both@summit.test',
  'lo@harbor.test',
  'lp@harbor.test',
  'lo@prairie.test',
  'lp@prairie.test',
  'ae.jordan@lender.test',
  'ae.casey@lender.test',
  'admin@lender.test',
  'ops@lender.test',
];

export interface Asker {
  email: string;
  token: string;
  loanNumber: string;
}

/** The four kinds of question, and how a reply shows it was answered as meant (not the fallback "I don't know"). */
const KINDS: readonly { kind: string; question: (asker: Asker) => string; answered: (message: ChatMessage) => boolean }[] = [
  {
    kind: 'how-to (knowledge)',
    question: () => 'How do I answer a condition with a PDF?',
    answered: (message) => (message.metadata?.citations.length ?? 0) > 0,
  },
  {
    kind: 'loan status by number',
    question: (asker) => `What is the status of loan ${asker.loanNumber}?`,
    answered: (message) => message.metadata?.toolCalls.some((call) => call.ok && call.name.startsWith('loan')) ?? false,
  },
  {
    kind: 'navigation',
    question: () => 'Open my pipeline',
    answered: (message) => message.metadata?.actions.some((action) => action.type === 'NAVIGATE') ?? false,
  },
  {
    kind: 'person (account executive)',
    question: () => 'I would like to talk to my account executive',
    answered: (message) =>
      message.metadata?.actions.some((action) => action.type === 'CONTACT_AE' || action.type === 'CREATE_TICKET') ?? false,
  },
];

/** Each asker: email, access token and the number of one loan they reach. */
async function signInAskers(baseUrl: string): Promise<Asker[]> {
  const askers: Asker[] = [];
  for (const email of USERS) {
    const token = await signIn(baseUrl, email);
    const loans = await apiCall<Paged<LoanSummary>>(baseUrl, token, 'GET', '/api/loans?pageSize=5');
    const loanNumber = loans.items[0]?.loanNumber;
    if (loanNumber) askers.push({ email, token, loanNumber });
  }
  return askers;
}

const openConversation = async (baseUrl: string, asker: Asker) =>
  (await apiCall<{ data: { id: string } }>(baseUrl, asker.token, 'POST', '/api/chat/conversations', {})).data.id;

interface Timing {
  kind: string;
  firstChunk: number;
  complete: number;
  reply: ChatMessage;
  answered: boolean;
}

interface Run {
  channel: ChannelName;
  concurrency: number;
  users: number;
  results: Timing[];
  failures: string[];
  seconds: number;
  cpuMsPerReply: number;
  first: Percentiles;
  complete: Percentiles;
}

/**
 * `concurrency` conversations (askers taken in turn), each asking `rounds` × the four kinds one
 * after the other (each conversation starting at another kind), all conversations at once.
 */
async function measure(
  server: BenchServer,
  askers: readonly Asker[],
  channelName: ChannelName,
  concurrency: number,
  rounds: number,
): Promise<Run> {
  const conversations = [];
  for (let index = 0; index < concurrency; index += 1) {
    const asker = askers[index % askers.length];
    const conversationId = await openConversation(server.url, asker);
    conversations.push({
      asker,
      channel: await openChannel(channelName, server.url, asker.token, conversationId),
      offset: index % KINDS.length,
    });
  }
  const results: Timing[] = [];
  const failures: string[] = [];
  const cpuBefore = await server.cpuMicros();
  const started = performance.now();
  try {
    await Promise.all(
      conversations.map(async ({ asker, channel, offset }) => {
        for (let turn = 0; turn < rounds * KINDS.length; turn += 1) {
          const kind = KINDS[(turn + offset) % KINDS.length];
          try {
            const timing = await channel.ask(kind.question(asker));
            results.push({ kind: kind.kind, ...timing, answered: kind.answered(timing.reply) });
          } catch (error) {
            failures.push(`${kind.kind}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }),
    );
  } finally {
    for (const { channel } of conversations) channel.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = ((await server.cpuMicros()) - cpuBefore) / 1000;
  return {
    channel: channelName,
    concurrency,
    users: Math.min(concurrency, askers.length),
    results,
    failures,
    seconds,
    cpuMsPerReply: cpuMs / Math.max(1, results.length),
    first: percentiles(results.map((result) => result.firstChunk)),
    complete: percentiles(results.map((result) => result.complete)),
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

function report(runs: readonly Run[]): void {
  const rows = runs.map((run) => {
    const answered = run.results.filter((result) => result.answered).length;
    const server = percentiles(run.results.map((result) => result.reply.metadata?.latencyMs ?? 0));
    const some = run.first.count > 0;
    return [
      `${run.channel}, ${plural(run.concurrency, 'conversation')} (${plural(run.users, 'user')})`,
      run.results.length,
      (run.results.length / run.seconds).toFixed(1),
      run.cpuMsPerReply.toFixed(1),
      ms(run.first.p50),
      ms(run.first.p95),
      ms(run.first.p99),
      ms(run.complete.p50),
      ms(run.complete.p95),
      ms(run.complete.p99),
      some ? `${((100 * run.first.p50) / run.complete.p50).toFixed(0)} %` : '–',
      some ? `${((100 * run.first.p95) / run.complete.p95).toFixed(0)} %` : '–',
      ms(server.p50),
      ms(server.p95),
      `${answered}/${run.results.length}`,
      run.failures.length,
    ];
  });
  console.log('');
  printTable(
    [
      'ms',
      'replies',
      'replies/s',
      'server CPU ms/reply',
      'first chunk p50',
      'p95',
      'p99',
      'complete p50',
      'p95',
      'p99',
      'first/complete p50',
      'p95',
      'server latencyMs p50',
      'p95',
      'as meant',
      'failed',
    ],
    rows,
  );
  console.log('\np95 by kind of question (ms), first chunk / complete');
  printTable(
    ['kind', ...runs.map((run) => `${run.channel} ×${run.concurrency}`)],
    KINDS.map(({ kind }) => [
      kind,
      ...runs.map((run) => {
        const of = run.results.filter((result) => result.kind === kind);
        return `${ms(percentiles(of.map((result) => result.firstChunk)).p95)} / ${ms(percentiles(of.map((result) => result.complete)).p95)}`;
      }),
    ]),
  );
  for (const run of runs)
    for (const failure of [...new Set(run.failures)].slice(0, 5)) console.log(`failed (${run.channel} ×${run.concurrency}): ${failure}`);
  const worst = Math.max(...runs.map((run) => (run.first.count > 0 ? run.first.p95 : Number.POSITIVE_INFINITY)));
  console.log(
    `\ntarget first chunk p95 ≤ ${TARGET_FIRST_CHUNK_P95_MS} ms: ${runs
      .map((run) => `${run.channel} ×${run.concurrency} ${ms(run.first.p95)} ms`)
      .join(', ')} — ${worst <= TARGET_FIRST_CHUNK_P95_MS ? 'met' : 'MISSED'}`,
  );
}

async function main(): Promise<void> {
  const machine = quietMachineCheck();
  console.log(
    `Assistant benchmark: node ${process.version}, ${machine.cores} × ${machine.cpuModel}, load average ${loadAverageText(machine.loadAverage)}`,
  );
  compileServices();
  const database = await createBenchDatabase('portal_bench_assistant');
  const server = await startServices(database, { raisedLimits: true, ...(POOL_SIZE ? { poolSize: POOL_SIZE } : {}) });
  try {
    const askers = await signInAskers(server.url);
    console.log(
      `database: ${database.description}; built-in provider; ${askers.length} demo users with a loan (${askers.map((asker) => asker.email).join(', ')})`,
    );
    for (const channel of CHANNELS) await measure(server, askers, channel, 1, 1); // warm-up, not counted
    const runs: Run[] = [];
    for (const concurrency of CONCURRENCY) {
      for (const channel of CHANNELS) {
        const run = await measure(server, askers, channel, concurrency, concurrency === 1 ? ROUNDS_SINGLE : ROUNDS_CONCURRENT);
        console.log(
          `${channel} ×${concurrency}: ${run.results.length} replies in ${run.seconds.toFixed(1)} s, load average ${loadAverageText(loadavg())}`,
        );
        runs.push(run);
      }
    }
    report(runs);
    const p95Of = (channel: ChannelName, concurrency: number) =>
      runs.find((run) => run.channel === channel && run.concurrency === concurrency)?.first.p95;
    const described = CONCURRENCY.map(
      (concurrency) =>
        `${CHANNELS.map((channel) => `${ms(p95Of(channel, concurrency))} ms ${channel}`).join(' / ')} for ${plural(concurrency, 'conversation')}`,
    ).join('; ');
    reportResult({
      name: 'assistant/first-chunk',
      what: `Assistant (built-in provider): first streamed chunk, ${CONCURRENCY.join(' and ')} chats`,
      command: benchCommand('assistant'),
      result: `first chunk p95 ${described} (load ${loadAverageText(machine.loadAverage.slice(0, 1))}); ${runs.reduce((sum, run) => sum + run.failures.length, 0)} failures`,
      target: `first chunk p95 ≤ ${TARGET_FIRST_CHUNK_P95_MS} ms`,
      figures: Object.fromEntries(
        runs.flatMap((run) => [
          [`${run.channel} ×${run.concurrency}: firstChunkP95Ms`, run.first.p95],
          [`${run.channel} ×${run.concurrency}: completeP95Ms`, run.complete.p95],
          [`${run.channel} ×${run.concurrency}: repliesPerSecond`, run.results.length / run.seconds],
        ]),
      ),
      ratios: Object.fromEntries(
        runs.flatMap((run) => [
          [`${run.channel} ×${run.concurrency}: first chunk to complete, p50`, run.first.p50 / run.complete.p50],
          [`${run.channel} ×${run.concurrency}: first chunk to complete, p95`, run.first.p95 / run.complete.p95],
        ]),
      ),
    });
  } finally {
    await server.stop();
    await database.drop();
  }
}

runBenchmark(main);
