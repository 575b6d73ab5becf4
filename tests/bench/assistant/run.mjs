// Assistant benchmark: how soon the built-in provider's reply starts to stream and how soon it is
// complete, over the socket (`chat:send_message` → `chat:response_streaming` → `chat:response_complete`
// in the conversation's room) and over SSE (`POST /api/chat/conversations/:id/stream`), with 1 and
// with 50 conversations asking at once, on four kinds of question (a how-to from the knowledge
// base, the status of one of the asker's loans by number, a page to open, a person to talk to).
//
//   node tests/bench/assistant/run.mjs [--concurrency 1,50] [--rounds-single 50] [--rounds-concurrent 5] [--channels socket,sse]
//
// A round is one question of each kind per conversation. Target (the issue): first chunk p95 ≤ 300 ms.
// A benchmark prints figures; it never fails on them.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { compileServices, createBenchDatabase, flag, HERE, ms, printTable, signIn, startServer, summary } from './bench-support.mjs';

const require = createRequire(path.join(HERE, '..', '..', 'package.json'));
const { io } = require('socket.io-client');

const TARGET_FIRST_CHUNK_P95_MS = 300;
const REPLY_TIMEOUT_MS = 60_000;
const CONCURRENCY = flag('--concurrency', '1,50').split(',').map(Number);
const ROUNDS_SINGLE = Number(flag('--rounds-single', '50'));
const ROUNDS_CONCURRENT = Number(flag('--rounds-concurrent', '5'));
const CHANNELS = flag('--channels', 'socket,sse').split(',');
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
const CONTEXT = { pageType: 'dashboard' };

/** The four kinds of question, and how a reply shows it was answered as meant (not the fallback "I don't know"). */
const KINDS = [
  {
    kind: 'how-to (knowledge)',
    question: () => 'How do I answer a condition with a PDF?',
    answered: (message) => message.metadata?.citations?.length > 0,
  },
  {
    kind: 'loan status by number',
    question: (asker) => `What is the status of loan ${asker.loanNumber}?`,
    answered: (message) => message.metadata?.toolCalls?.some((call) => call.ok && call.name.startsWith('loan')),
  },
  {
    kind: 'navigation',
    question: () => 'Open my pipeline',
    answered: (message) => message.metadata?.actions?.some((action) => action.type === 'NAVIGATE'),
  },
  {
    kind: 'person (account executive)',
    question: () => 'I would like to talk to my account executive',
    answered: (message) => message.metadata?.actions?.some((action) => action.type === 'CONTACT_AE' || action.type === 'CREATE_TICKET'),
  },
];

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function api(baseUrl, token, method, url, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Each asker: email, access token and the number of one loan they reach. */
async function signInAskers(baseUrl) {
  const askers = [];
  for (const email of USERS) {
    const token = await signIn(baseUrl, email);
    const loans = await api(baseUrl, token, 'GET', '/api/loans?pageSize=5');
    const loanNumber = (loans.items ?? loans.data)?.[0]?.loanNumber;
    if (loanNumber) askers.push({ email, token, loanNumber });
  }
  return askers;
}

const openConversation = async (baseUrl, asker) => (await api(baseUrl, asker.token, 'POST', '/api/chat/conversations', {})).data.id;

/** A socket of the asker joined to the conversation's room; `ask` sends one message and times its stages. */
async function socketChannel(baseUrl, asker, conversationId) {
  const socket = io(baseUrl, { transports: ['websocket'], auth: { token: asker.token }, reconnection: false, forceNew: true });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const joined = await socket.timeout(10_000).emitWithAck('chat:join_conversation', { conversationId });
  if (!joined?.ok) throw new Error(`join ${conversationId}: ${JSON.stringify(joined)}`);
  let pending = null;
  socket.on('chat:response_streaming', (payload) => {
    if (pending && payload.conversationId === conversationId && pending.firstChunk === undefined) pending.firstChunk = performance.now();
  });
  socket.on('chat:response_complete', (payload) => {
    if (pending && payload.conversationId === conversationId) pending.done({ complete: performance.now(), message: payload.message });
  });
  socket.on('chat:error', (payload) => {
    if (pending && payload.conversationId === conversationId) pending.fail(new Error(`chat:error ${payload.code}: ${payload.message}`));
  });
  return {
    async ask(message) {
      const started = performance.now();
      const finished = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no reply in ${REPLY_TIMEOUT_MS} ms`)), REPLY_TIMEOUT_MS);
        pending = {
          firstChunk: undefined,
          done: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          fail: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
      });
      const ack = await socket.emitWithAck('chat:send_message', { conversationId, message, context: CONTEXT, enableStreaming: true });
      if (!ack?.ok) throw new Error(`send refused: ${JSON.stringify(ack)}`);
      const { complete, message: reply } = await finished;
      const firstChunk = pending.firstChunk;
      pending = null;
      return { firstChunk: firstChunk - started, complete: complete - started, reply };
    },
    close: () => socket.disconnect(),
  };
}

/** SSE: one `POST …/stream` per message, its `event:` / `data:` frames read as they arrive. */
function sseChannel(baseUrl, asker, conversationId) {
  return {
    async ask(message) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/chat/conversations/${conversationId}/stream`, {
        method: 'POST',
        headers: { authorization: `Bearer ${asker.token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ message, context: CONTEXT }),
        signal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`stream refused: ${response.status} ${await response.text()}`);
      const decoder = new TextDecoder();
      let buffered = '';
      let firstChunk;
      let complete;
      let reply;
      for await (const bytes of response.body) {
        buffered += decoder.decode(bytes, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
          const event = /^event: ?(.*)$/m.exec(frame)?.[1];
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (event === 'chat:response_streaming' && firstChunk === undefined) firstChunk = performance.now();
          else if (event === 'chat:response_complete') {
            complete = performance.now();
            reply = JSON.parse(data).message;
          } else if (event === 'chat:error') throw new Error(`chat:error ${data}`);
        }
      }
      if (complete === undefined) throw new Error('the stream ended without chat:response_complete');
      return { firstChunk: firstChunk - started, complete: complete - started, reply };
    },
    close: () => {},
  };
}

/**
 * `concurrency` conversations (askers taken in turn), each asking `rounds` × the four kinds one
 * after the other (each conversation starting at another kind), all conversations at once.
 */
async function measure(server, askers, channelName, concurrency, rounds) {
  const baseUrl = server.url;
  const conversations = [];
  for (let index = 0; index < concurrency; index += 1) {
    const asker = askers[index % askers.length];
    const conversationId = await openConversation(baseUrl, asker);
    const channel =
      channelName === 'socket' ? await socketChannel(baseUrl, asker, conversationId) : sseChannel(baseUrl, asker, conversationId);
    conversations.push({ asker, channel, offset: index % KINDS.length });
  }
  const results = [];
  const failures = [];
  const cpuBefore = await server.cpuMicros();
  const started = performance.now();
  try {
    await Promise.all(
      conversations.map(async ({ asker, channel, offset }) => {
        for (let turn = 0; turn < rounds * KINDS.length; turn += 1) {
          const kind = KINDS[(turn + offset) % KINDS.length];
          try {
            const timing = await channel.ask(kind.question(asker));
            results.push({ kind: kind.kind, ...timing, answered: Boolean(kind.answered(timing.reply)) });
          } catch (error) {
            failures.push(`${kind.kind}: ${error.message}`);
          }
        }
      }),
    );
  } finally {
    for (const { channel } of conversations) channel.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuMsPerReply = (await server.cpuMicros()) / 1000 - cpuBefore / 1000;
  return {
    channel: channelName,
    concurrency,
    users: Math.min(concurrency, askers.length),
    results,
    failures,
    seconds,
    cpuMsPerReply: cpuMsPerReply / Math.max(1, results.length),
  };
}

function report(runs) {
  const rows = runs.map((run) => {
    const first = summary(run.results.map((result) => result.firstChunk));
    const complete = summary(run.results.map((result) => result.complete));
    const answered = run.results.filter((result) => result.answered).length;
    const server = summary(run.results.map((result) => result.reply?.metadata?.latencyMs ?? 0));
    run.first = first;
    run.complete = complete;
    return [
      `${run.channel}, ${run.concurrency} conversation${run.concurrency > 1 ? 's' : ''} (${run.users} user${run.users > 1 ? 's' : ''})`,
      run.results.length,
      (run.results.length / run.seconds).toFixed(1),
      run.cpuMsPerReply.toFixed(1),
      ms(first?.p50),
      ms(first?.p95),
      ms(first?.p99),
      ms(complete?.p50),
      ms(complete?.p95),
      ms(complete?.p99),
      first ? `${((100 * first.p50) / complete.p50).toFixed(0)} %` : '–',
      first ? `${((100 * first.p95) / complete.p95).toFixed(0)} %` : '–',
      ms(server?.p50),
      ms(server?.p95),
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
        return `${ms(summary(of.map((result) => result.firstChunk))?.p95)} / ${ms(summary(of.map((result) => result.complete))?.p95)}`;
      }),
    ]),
  );
  for (const run of runs)
    for (const failure of [...new Set(run.failures)].slice(0, 5)) console.log(`failed (${run.channel} ×${run.concurrency}): ${failure}`);
  const worst = Math.max(...runs.map((run) => run.first?.p95 ?? Number.POSITIVE_INFINITY));
  console.log(
    `\ntarget first chunk p95 ≤ ${TARGET_FIRST_CHUNK_P95_MS} ms: ${runs
      .map((run) => `${run.channel} ×${run.concurrency} ${ms(run.first?.p95)} ms`)
      .join(', ')} — ${worst <= TARGET_FIRST_CHUNK_P95_MS ? 'met' : 'MISSED'}`,
  );
}

async function main() {
  console.log(
    `Assistant benchmark: node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadAverage()}`,
  );
  compileServices();
  const database = await createBenchDatabase();
  const server = await startServer(database.env);
  try {
    const askers = await signInAskers(server.url);
    console.log(
      `database: ${database.description}; built-in provider; ${askers.length} demo users with a loan (${askers.map((asker) => asker.email).join(', ')})`,
    );
    for (const channel of CHANNELS) await measure(server, askers, channel, 1, 1); // warm-up, not counted
    const runs = [];
    for (const concurrency of CONCURRENCY) {
      for (const channel of CHANNELS) {
        const run = await measure(server, askers, channel, concurrency, concurrency === 1 ? ROUNDS_SINGLE : ROUNDS_CONCURRENT);
        console.log(
          `${channel} ×${concurrency}: ${run.results.length} replies in ${run.seconds.toFixed(1)} s, load average ${loadAverage()}`,
        );
        runs.push(run);
      }
    }
    report(runs);
  } finally {
    await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
