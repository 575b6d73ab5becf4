// Pipeline benchmark: 50,000 loans across 200 organisations on PostgreSQL; an account executive
// covering 20 of them opens filtered, sorted pages through the services' own `listLoans`. Prints
// the p95 of each view with the pipeline indexes (migration 0008) and without them, and the ratio.
// Target: p95 <= 50 ms with the indexes.
import type { Kysely } from 'kysely';
import { benchCommand } from '../benchmarks.ts';
import { compileServices, servicesModule, servicesPackage } from '../kit/build.ts';
import { createBenchDatabase, postgresServer } from '../kit/database.ts';
import { printTable } from '../kit/format.ts';
import { quietMachineCheck } from '../kit/machine.ts';
import { numberOption, quickOr } from '../kit/options.ts';
import { percentiles } from '../kit/percentiles.ts';
import { reportResult, runBenchmark, skipBenchmark } from '../kit/report.ts';
import type { Database } from '../../../services/src/platform/db/schema.ts';
import type { PipelineFilter } from '../../../services/src/features/loans/loan-queries.ts';

type ListLoans = typeof import('../../../services/src/features/loans/loan-queries.ts').listLoans;

const LOANS = numberOption('--loans', quickOr(50_000, 5_000), 'BENCH_LOANS');
const ORGANIZATIONS = 200;
const COVERED = 20;
const RUNS = numberOption('--runs', quickOr(200, 20), 'BENCH_RUNS');
const TARGET_P95_MS = 50;
const PIPELINE_INDEXES = [
  'loans_active_org_updated_idx',
  'loans_active_updated_idx',
  'loans_org_status_updated_idx',
  'loans_org_channel_updated_idx',
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type View = Partial<Omit<PipelineFilter, 'reach' | 'pageSize'>>;

/** The views an account executive opens all day, as `GET /api/loans` would ask for them. */
const VIEWS: readonly (readonly [string, View])[] = [
  ['active pipeline, newest first', {}],
  ['status Submitted, by loan number', { status: 'Submitted', sort: 'loanNumber', order: 'asc' }],
  ['Correspondent, by amount, page 3', { channel: 'Correspondent', sort: 'loanAmount', order: 'desc', page: 3 }],
  ['search a borrower name', { search: 'Okafor' }],
  ['with closed history, last 30 days', { includeClosed: true, updatedFrom: daysAgo(30) }],
];

interface ViewTiming {
  label: string;
  total: number;
  p50: number;
  p95: number;
}

type Sql = typeof import('kysely').sql;

async function fillLoans(sql: Sql, db: Kysely<Database>): Promise<void> {
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

async function measure(listLoans: ListLoans, db: Kysely<Database>, reach: PipelineFilter['reach']): Promise<ViewTiming[]> {
  const rows: ViewTiming[] = [];
  for (const [label, view] of VIEWS) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const page = await listLoans(db, { ...view, reach, page: view.page ?? 1, pageSize: 25 });
      times.push(performance.now() - started);
      total = page.total;
    }
    const { p50, p95 } = percentiles(times);
    rows.push({ label, total, p50, p95 });
  }
  return rows;
}

async function main(): Promise<void> {
  if (!(await postgresServer())) skipBenchmark('the pipeline benchmark runs on PostgreSQL: set DATABASE_URL or start the local server');
  quietMachineCheck();
  compileServices();
  const database = await createBenchDatabase('portal_bench_pipeline', { requirePostgres: true });
  const { openDatabase } = servicesModule<typeof import('../../../services/src/platform/db/connect.ts')>('platform/db/connect');
  const { listLoans } =
    servicesModule<typeof import('../../../services/src/features/loans/loan-queries.ts')>('features/loans/loan-queries');
  const { sql } = servicesPackage<typeof import('kysely')>('kysely');
  const handle = await openDatabase({ kind: 'postgres', url: database.url ?? '' });
  try {
    const started = performance.now();
    await fillLoans(sql, handle.db);
    console.log(
      `${LOANS.toLocaleString('en-US')} loans across ${ORGANIZATIONS} organisations in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.description})`,
    );
    const reach = {
      all: false,
      orgIds: Array.from({ length: COVERED }, (_, index) => `org-bench-${1 + index * (ORGANIZATIONS / COVERED)}`),
    };

    const indexed = await measure(listLoans, handle.db, reach);
    for (const index of PIPELINE_INDEXES) await sql`drop index ${sql.raw(index)}`.execute(handle.db);
    await sql`analyze loans`.execute(handle.db);
    const bare = await measure(listLoans, handle.db, reach);

    console.log(`\nAn account executive covering ${COVERED} organisations; ${RUNS} runs per view, page size 25\n`);
    const ratioOf = (index: number) => bare[index].p95 / indexed[index].p95;
    printTable(
      ['view', 'loans matched', 'p50 ms', 'p95 ms', 'p95 without 0008 indexes', 'ratio'],
      indexed.map((row, index) => [
        row.label,
        row.total,
        row.p50.toFixed(2),
        row.p95.toFixed(2),
        bare[index].p95.toFixed(2),
        `${ratioOf(index).toFixed(1)}×`,
      ]),
    );
    const worst = Math.max(...indexed.map((row) => row.p95));
    console.log(`\nworst p95 ${worst.toFixed(2)} ms (target <= ${TARGET_P95_MS} ms): ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'}`);
    const withoutHistory = indexed.map((_, index) => ratioOf(index)).slice(0, -1);
    reportResult({
      name: 'pipeline/account-executive-views',
      what: `Pipeline page for an AE covering ${COVERED} of ${ORGANIZATIONS} organisations, ${LOANS.toLocaleString('en-US')} loans`,
      command: benchCommand('pipeline'),
      result: `worst p95 ${worst.toFixed(1)} ms over five views (search, filters, sorts, closed history); the 0008 indexes ${Math.min(...withoutHistory).toFixed(1)}–${Math.max(...withoutHistory).toFixed(1)}× on the views without history`,
      target: `p95 ≤ ${TARGET_P95_MS} ms`,
      figures: Object.fromEntries(
        indexed.flatMap((row, index) => [
          [`${row.label}: p95Ms`, row.p95],
          [`${row.label}: p95WithoutIndexesMs`, bare[index].p95],
        ]),
      ),
      ratios: Object.fromEntries(indexed.map((row, index) => [`${row.label}: p95 without the 0008 indexes to with`, ratioOf(index)])),
    });
  } finally {
    await handle.close();
    await database.drop();
  }
}

runBenchmark(main);
