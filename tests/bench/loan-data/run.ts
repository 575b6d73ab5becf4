// Loan-data benchmark: the URLA tab of a four-borrower-pair loan (every field of the layout,
// about 680) in headless Chromium, with the seeded loan-data rule sets. Prints, for the
// validator's incremental `update` and for a whole-rule-set `validateAll` on every keystroke:
//   1. first render of the tab once its data has arrived: the store, validator and FORMFIELD
//      presentation built, the first screen's sections committed and painted (the tab draws the
//      other sections in a transition), then every field drawn and painted;
//   2. keystroke → updated messages: keydown to the end of React's commit, p50 and p95, the part
//      from the input event (React's handler) on, the next frame, and the validator's own share.
// The same again with a lender-sized rule set (a rule on every field) added to the seeded ones.
//   npm run bench -- loan-data        (node --import tsx tests/bench/loan-data/run.ts [--runs 5] [--keys 120])
//
// Why a harness page and not the built portal: the form is mounted with its data in hand, so a
// first render is timed from the data's arrival, not from network and schema calls; the two
// validation modes are swapped by a query parameter of the harness, never by a switch in the
// shipped code; no demo loan has four pairs. Why a browser and not jsdom: jsdom lays nothing out
// and is several times slower than Chromium at DOM work, so its timings say little about users'.
// The page is mfe-loan's own LoanDataForm, store and validator, built by webpack in production mode.
// A benchmark prints figures; it never asserts timings.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import type { Configuration, Stats } from 'webpack';
import { benchCommand } from '../benchmarks.ts';
import { quietMachineCheck } from '../kit/machine.ts';
import { numberOption, quickOr } from '../kit/options.ts';
import { here, ROOT } from '../kit/paths.ts';
import { median, percentile } from '../kit/percentiles.ts';
import { CHROMIUM } from '../kit/chromium.ts';
import { reportResult, runBenchmark } from '../kit/report.ts';

const HERE = here(import.meta.url);
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const webpack = requireFromRoot('webpack') as typeof import('webpack');
const MiniCssExtractPlugin = requireFromRoot('mini-css-extract-plugin') as typeof import('mini-css-extract-plugin');
const HtmlWebpackPlugin = requireFromRoot('html-webpack-plugin') as typeof import('html-webpack-plugin');

const RUNS = numberOption('--runs', quickOr(5, 1));
const KEYS = numberOption('--keys', quickOr(120, 20));
const TARGET = { keystrokeP95Ms: 16, firstRenderMs: 300 };

function build(outDir: string): Promise<void> {
  const config: Configuration = {
    mode: 'production',
    context: HERE,
    entry: ['@mantine/core/styles.css', '@mantine/dates/styles.css', './harness.tsx'],
    devtool: false,
    stats: 'errors-warnings',
    output: { path: outDir, filename: 'harness.[contenthash:8].js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], conditionNames: ['source', '...'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin(),
      new HtmlWebpackPlugin({
        title: 'Loan data benchmark',
        templateContent: '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
      }),
    ],
    performance: { hints: false },
  };
  return new Promise((resolve, reject) =>
    webpack(config, (error?: Error | null, stats?: Stats) => {
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only') ?? 'webpack failed'));
      else resolve();
    }),
  );
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = new URL(request.url ?? '/', 'http://bench').pathname;
    try {
      const body = readFileSync(path.join(dir, file === '/' ? 'index.html' : file));
      response.writeHead(200, { 'content-type': TYPES[path.extname(file) || '.html'] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const quantile = (values: readonly number[], q: number) => percentile(Float64Array.from(values).sort(), q * 100);
const msText = (value: number) => `${value.toFixed(1)} ms`;

/** Types into a field (in `scope`, a page or a locator) and deletes it again, so its messages come and go. */
async function typeAndErase(scope: Page | Locator, label: string, text: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true }).first();
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  for (const key of text) await input.press(key);
  for (let index = 0; index < text.length; index += 1) await input.press('Backspace');
}

async function openPage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => process.stderr.write(`Page error: ${error.message}\n`));
  await page.goto(url);
  return { context, page };
}

interface Measured {
  fields: number;
  ruleCount: number;
  firstScreenFields: number;
  firstCommit: number;
  firstPainted: number;
  allDrawn: number;
  allPainted: number;
  keyP50: number;
  keyP95: number;
  reactP95: number;
  frameP95: number;
  evalP95: number;
  idleFrameP95: number;
  keystrokes: number;
}

async function measure(browser: Browser, url: string): Promise<Measured> {
  const firstRenders = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page } = await openPage(browser, url);
    firstRenders.push(await page.evaluate(() => window.loanDataBench.mount()));
    await context.close();
  }
  const last = firstRenders[firstRenders.length - 1];

  const { context, page } = await openPage(browser, url);
  await page.evaluate(() => window.loanDataBench.mount());
  await page.evaluate(() => window.loanDataBench.keystrokes() && window.loanDataBench.evaluations());
  // A pair-3 SSN (its mask and format rule) and the note rate (a loan field with the lender's range rule).
  const typed: { commitMs: number; reactMs: number; frameMs: number }[] = [];
  while (typed.length < KEYS) {
    await typeAndErase(page.getByRole('region', { name: 'Borrower Information — Borrower Pair 3' }), 'Borrower SSN', '123456789');
    await typeAndErase(page, 'Note Rate', '15.5');
    typed.push(...(await page.evaluate(() => window.loanDataBench.keystrokes())));
  }
  const evaluations = await page.evaluate(() => window.loanDataBench.evaluations());
  const idle = await page.evaluate(() => window.loanDataBench.idleFrames(60));
  await context.close();
  return {
    fields: last.fields,
    ruleCount: last.ruleCount,
    firstScreenFields: last.firstScreenFields,
    firstCommit: median(firstRenders.map((result) => result.commitMs)),
    firstPainted: median(firstRenders.map((result) => result.paintedMs)),
    allDrawn: median(firstRenders.map((result) => result.allDrawnMs)),
    allPainted: median(firstRenders.map((result) => result.allPaintedMs)),
    keyP50: quantile(
      typed.map((key) => key.commitMs),
      0.5,
    ),
    keyP95: quantile(
      typed.map((key) => key.commitMs),
      0.95,
    ),
    reactP95: quantile(
      typed.map((key) => key.reactMs),
      0.95,
    ),
    frameP95: quantile(
      typed.map((key) => key.frameMs),
      0.95,
    ),
    evalP95: quantile(evaluations, 0.95),
    idleFrameP95: quantile(idle, 0.95),
    keystrokes: typed.length,
  };
}

function report(title: string, incremental: Measured, whole: Measured): void {
  const ratio = (a: number, b: number) => `${(b / a).toFixed(2)}×`;
  const rows: [string, number, number][] = [
    [`first render (${incremental.firstScreenFields} fields), commit`, incremental.firstCommit, whole.firstCommit],
    ['first render, painted', incremental.firstPainted, whole.firstPainted],
    [`all ${incremental.fields} fields drawn`, incremental.allDrawn, whole.allDrawn],
    [`all ${incremental.fields} fields painted`, incremental.allPainted, whole.allPainted],
    ['keystroke → messages, commit p50', incremental.keyP50, whole.keyP50],
    ['keystroke → messages, commit p95', incremental.keyP95, whole.keyP95],
    ['  input event → commit p95', incremental.reactP95, whole.reactP95],
    ['  of which rule evaluation p95', incremental.evalP95, whole.evalP95],
    ['keystroke → next frame p95', incremental.frameP95, whole.frameP95],
    ['  (next frame, nothing typed, p95)', incremental.idleFrameP95, whole.idleFrameP95],
  ];
  process.stdout.write(
    `\n${title}: ${incremental.fields} fields, ${incremental.ruleCount} rules; first renders: median of ${RUNS}; ${incremental.keystrokes} keystrokes\n`,
  );
  process.stdout.write(`${''.padEnd(36)}${'update'.padStart(12)}${'validateAll'.padStart(14)}${'validateAll/update'.padStart(21)}\n`);
  for (const [label, a, b] of rows)
    process.stdout.write(`${label.padEnd(36)}${msText(a).padStart(12)}${msText(b).padStart(14)}${ratio(a, b).padStart(21)}\n`);
}

async function main(): Promise<void> {
  quietMachineCheck();
  const outDir = mkdtempSync(path.join(tmpdir(), 'loan-data-bench-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    process.stdout.write('Building the harness (webpack, production)…\n');
    await build(outDir);
    server = await serve(outDir);
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    const launched = await chromium.launch(CHROMIUM);
    browser = launched;
    const measurePair = async (title: string, rules: 'seeded' | 'lender') => {
      const incremental = await measure(launched, `${base}?rules=${rules}`);
      const whole = await measure(launched, `${base}?rules=${rules}&validation=all`);
      report(title, incremental, whole);
      return { incremental, whole };
    };
    const seeded = await measurePair('Seeded loan-data rule sets', 'seeded');
    const lender = await measurePair('Seeded plus a lender-sized rule set', 'lender');
    process.stdout.write(
      `\nTargets: keystroke p95 ≤ ${TARGET.keystrokeP95Ms} ms, first render ≤ ${TARGET.firstRenderMs} ms (printed, not asserted).\n`,
    );
    const { incremental, whole } = seeded;
    reportResult({
      name: 'loan-data/urla-four-pairs',
      what: `URLA of four borrower pairs (${incremental.fields} fields), a keystroke to its messages`,
      command: benchCommand('loan-data'),
      result: `commit p95 ${incremental.keyP95.toFixed(1)} ms (p50 ${incremental.keyP50.toFixed(1)} ms); first screen painted ${incremental.firstPainted.toFixed(0)} ms after the data arrives; rule evaluation p95 with ${lender.incremental.ruleCount} rules ${lender.incremental.evalP95.toFixed(1)} ms against ${lender.whole.evalP95.toFixed(1)} ms for \`validateAll\``,
      target: `≤ ${TARGET.keystrokeP95Ms} ms; ≤ ${TARGET.firstRenderMs} ms`,
      figures: {
        keystrokeCommitP50Ms: incremental.keyP50,
        keystrokeCommitP95Ms: incremental.keyP95,
        firstScreenPaintedMs: incremental.firstPainted,
        allFieldsPaintedMs: incremental.allPainted,
        lenderRuleEvaluationP95Ms: lender.incremental.evalP95,
      },
      ratios: {
        'validateAll to update, keystroke commit p95 (seeded rules)': whole.keyP95 / incremental.keyP95,
        'validateAll to update, rule evaluation p95 (lender-sized rules)': lender.whole.evalP95 / lender.incremental.evalP95,
      },
    });
  } finally {
    await browser?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
