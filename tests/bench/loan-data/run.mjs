// Loan-data benchmark: the URLA tab of a four-borrower-pair loan (every field of the layout,
// about 680) in headless Chromium, with the seeded loan-data rule sets. Prints, for the
// validator's incremental `update` and for a whole-rule-set `validateAll` on every keystroke:
//   1. first render of the tab once its data has arrived: the store, validator and FORMFIELD
//      presentation built, the first screen's sections committed and painted (the tab draws the
//      other sections in a transition), then every field drawn and painted;
//   2. keystroke → updated messages: keydown to the end of React's commit, p50 and p95, the part
//      from the input event (React's handler) on, the next frame, and the validator's own share.
// The same again with a lender-sized rule set (a rule on every field) added to the seeded ones.
//   node tests/bench/loan-data/run.mjs [--runs 5] [--keys 120]
//
// Why a harness page and not the built portal: the form is mounted with its data in hand, so a
// first render is timed from the data's arrival, not from network and schema calls; the two
// validation modes are swapped by a query parameter of the harness, never by a switch in the
// shipped code; no demo loan has four pairs. Why a browser and not jsdom: jsdom lays nothing out
// and is several times slower than Chromium at DOM work, so its timings say little about users'.
// The page is mfe-loan's own LoanDataForm, store and validator, built by webpack in production mode.
// A benchmark prints figures; it never asserts timings.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const require = createRequire(join(root, 'package.json'));
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = argument('--runs', 5);
const keys = argument('--keys', 120);
const TARGET = { keystrokeP95Ms: 16, firstRenderMs: 300 };
// The same flags as playwright.config.ts.
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function build(outDir) {
  const config = {
    mode: 'production',
    context: here,
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
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://bench').pathname;
    try {
      const body = readFileSync(join(dir, path === '/' ? 'index.html' : path));
      response.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const median = (values) => quantile(values, 0.5);
const ms = (value) => `${value.toFixed(1)} ms`;

/** Types into a field (in `scope`, a page or a locator) and deletes it again, so its messages come and go. */
async function typeAndErase(scope, label, text) {
  const input = scope.getByLabel(label, { exact: true }).first();
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  for (const key of text) await input.press(key);
  for (let index = 0; index < text.length; index += 1) await input.press('Backspace');
}

async function openPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => process.stderr.write(`Page error: ${error.message}\n`));
  await page.goto(url);
  return { context, page };
}

async function measure(browser, url) {
  const firstRenders = [];
  let fields = 0;
  let firstScreenFields = 0;
  let ruleCount = 0;
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await openPage(browser, url);
    const result = await page.evaluate(() => window.loanDataBench.mount());
    firstRenders.push(result);
    fields = result.fields;
    firstScreenFields = result.firstScreenFields;
    ruleCount = result.ruleCount;
    await context.close();
  }

  const { context, page } = await openPage(browser, url);
  await page.evaluate(() => window.loanDataBench.mount());
  await page.evaluate(() => window.loanDataBench.keystrokes() && window.loanDataBench.evaluations());
  // A pair-3 SSN (its mask and format rule) and the note rate (a loan field with the lender's range rule).
  const typed = [];
  while (typed.length < keys) {
    await typeAndErase(page.getByRole('region', { name: 'Borrower Information — Borrower Pair 3' }), 'Borrower SSN', '123456789');
    await typeAndErase(page, 'Note Rate', '15.5');
    typed.push(...(await page.evaluate(() => window.loanDataBench.keystrokes())));
  }
  const evaluations = await page.evaluate(() => window.loanDataBench.evaluations());
  const idle = await page.evaluate(() => window.loanDataBench.idleFrames(60));
  await context.close();
  return {
    fields,
    ruleCount,
    firstScreenFields,
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

function report(title, incremental, whole) {
  const ratio = (a, b) => `${(b / a).toFixed(2)}×`;
  const rows = [
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
    `\n${title}: ${incremental.fields} fields, ${incremental.ruleCount} rules; first renders: median of ${runs}; ${incremental.keystrokes} keystrokes\n`,
  );
  process.stdout.write(`${''.padEnd(36)}${'update'.padStart(12)}${'validateAll'.padStart(14)}${'validateAll/update'.padStart(21)}\n`);
  for (const [label, a, b] of rows)
    process.stdout.write(`${label.padEnd(36)}${ms(a).padStart(12)}${ms(b).padStart(14)}${ratio(a, b).padStart(21)}\n`);
}

const outDir = mkdtempSync(join(tmpdir(), 'loan-data-bench-'));
let server;
let browser;
try {
  process.stdout.write('Building the harness (webpack, production)…\n');
  await build(outDir);
  server = await serve(outDir);
  const base = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  for (const [title, rules] of [
    ['Seeded loan-data rule sets', 'seeded'],
    ['Seeded plus a lender-sized rule set', 'lender'],
  ]) {
    const incremental = await measure(browser, `${base}?rules=${rules}`);
    const whole = await measure(browser, `${base}?rules=${rules}&validation=all`);
    report(title, incremental, whole);
  }
  process.stdout.write(
    `\nTargets: keystroke p95 ≤ ${TARGET.keystrokeP95Ms} ms, first render ≤ ${TARGET.firstRenderMs} ms (printed, not asserted).\n`,
  );
} finally {
  await browser?.close();
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
