// Pipeline benchmark: 50,000 loans across 200 organisations on PostgreSQL; an account executive
// covering 20 of them opens filtered, sorted pages through the services' own `listLoans`. Prints
// the p95 of each view with the pipeline indexes (migration 0008) and without them, and the ratio.
// Target: p95 <= 50 ms with the indexes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildServices, createBenchDatabase, printTable, SERVICES } from '../api/bench-support.mjs';

const require = createRequire(import.meta.url);
const LOANS = Number(process.env.BENCH_LOANS ?? 50_000);
const ORGANIZATIONS = 200;
const COVERED = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TARGET_P95_MS = 50;
const PIPELINE_INDEXES = [
  'loans_active_org_updated_idx',
  'loans_active_updated_idx',
  'loans_org_status_updated_idx',
  'loans_org_channel_updated_idx',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The views an account executive opens all day, as `GET /api/loans` would ask for them. */
const VIEWS = [
  ['active pipeline, newest first', {}],
  ['status Submitted, by loan number', { status: 'Submitted', sort: 'loanNumber', order: 'asc' }],
  ['Correspondent, by amount, page 3', { channel: 'Correspondent', sort: 'loanAmount', order: 'desc', page: 3 }],
  ['search a borrower name', { search: 'Okafor' }],
  ['with closed history, last 30 days', { includeClosed: true, updatedFrom: daysAgo(30) }],
];

function daysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function fillLoans(sql, db) {
  await sql`insert into organizations (id, name, approval_status)
    select 'org-bench-' || g, 'Bench Brokerage ' || g, 'Active' from generate_series(1, ${ORGANIZATIONS}) g`.execute(db);
  // 60 % of an older lender's loans are history (closed, withdrawn, denied), in every organisation
  // (the status follows g / ORGANIZATIONS, independent of the organisation g % ORGANIZATIONS).
  await sql`insert into loans (id, organization_id, loan_number, channel, delegated, status, folder, borrower_name,
      property_address, loan_amount, loan_purpose, document, created_at, updated_at)
    select 'loan-bench-' || g,
      'org-bench-' || (1 + g % ${ORGANIZATIONS}),
      (990000000 + g)::text,
      case when g % 3 = 0 then 'Correspondent' else 'Banked - Wholesale' end,
      g % 6 = 0,
      (array['Closed','Closed','Withdrawn','Denied','Closed','Withdrawn','Active','Submitted','In Underwriting','Approved'])[1 + (g / ${ORGANIZATIONS}) % 10],
      case when g % 3 = 0 then 'Corr Delegated' else 'TPO Pending' end,
      (array['Dana','Luis','Amara','Chen','Priya','Jordan','Noah','Grace'])[1 + g % 8] || ' ' ||
        (array['Thompson','Garcia','Okafor','Nguyen','Patel','Kowalski','Smith','Haddad','Rossi','Berg'])[1 + (g / 8) % 10],
      (g % 900 + 1) || ' ' || (array['Oak','Maple','Cedar','Elm','Pine'])[1 + g % 5] || ' St, ' ||
        (array['Denver','Austin','Omaha','Tulsa','Boise'])[1 + g % 5] || ', CO 80' || lpad((g % 1000)::text, 3, '0'),
      100000 + (g * 7919) % 900000,
      case when g % 2 = 0 then 'Purchase' else 'Cash-Out Refinance' end,
      (select document from loans order by id limit 1),
      now() - make_interval(mins => g * 7),
      now() - make_interval(mins => g * 5)
    from generate_series(1, ${LOANS}) g`.execute(db);
  await sql`analyze loans`.execute(db);
}

async function measure(listLoans, db, reach) {
  const rows = [];
  for (const [label, view] of VIEWS) {
    const times = [];
    let total = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const page = await listLoans(db, { ...view, reach, page: view.page ?? 1, pageSize: 25 });
      times.push(performance.now() - started);
      total = page.total;
    }
    times.sort((a, b) => a - b);
    rows.push({ label, total, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  return rows;
}

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error('The pipeline benchmark runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
    process.exit(1);
  }
  buildServices();
  const database = await createBenchDatabase();
  const { openDatabase } = require(path.join(SERVICES, 'dist', 'db', 'connect.js'));
  const { listLoans } = require(path.join(SERVICES, 'dist', 'loans', 'loan-queries.js'));
  const { sql } = require(require.resolve('kysely', { paths: [SERVICES] }));
  const handle = await openDatabase({ kind: 'postgres', url: database.env.DATABASE_URL });
  try {
    const started = performance.now();
    await fillLoans(sql, handle.db);
    console.log(
      `${LOANS.toLocaleString('en-US')} loans across ${ORGANIZATIONS} organisations in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.description})`,
    );
    const reach = { all: false, orgIds: Array.from({ length: COVERED }, (_, i) => `org-bench-${1 + i * (ORGANIZATIONS / COVERED)}`) };

    const indexed = await measure(listLoans, handle.db, reach);
    for (const index of PIPELINE_INDEXES) await sql`drop index ${sql.raw(index)}`.execute(handle.db);
    await sql`analyze loans`.execute(handle.db);
    const bare = await measure(listLoans, handle.db, reach);

    console.log(`\nAn account executive covering ${COVERED} organisations; ${RUNS} runs per view, page size 25\n`);
    printTable(
      ['view', 'loans matched', 'p50 ms', 'p95 ms', 'p95 without 0008 indexes', 'ratio'],
      indexed.map((row, i) => [
        row.label,
        row.total,
        row.p50.toFixed(2),
        row.p95.toFixed(2),
        bare[i].p95.toFixed(2),
        `${(bare[i].p95 / row.p95).toFixed(1)}×`,
      ]),
    );
    const worst = Math.max(...indexed.map((row) => row.p95));
    console.log(`\nworst p95 ${worst.toFixed(2)} ms (target <= ${TARGET_P95_MS} ms): ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'}`);
  } finally {
    await handle.close();
    await database.drop();
  }
}

await main();
