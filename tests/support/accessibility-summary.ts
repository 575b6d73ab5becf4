import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Global setup names the run's folder here; Playwright passes it on to every worker. */
const SCANS_DIR_VARIABLE = 'PORTAL_ACCESSIBILITY_SCANS';

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

interface RecordedScan {
  label: string;
  violations: Array<{ rule: string; impact: string }>;
}

/** The folder where this run's scans leave one file each. */
export function scanResultsDir(): string {
  return process.env[SCANS_DIR_VARIABLE] ?? join(tmpdir(), 'portal-accessibility-scans');
}

/** Gives this run a folder of its own (outside test-results, which Playwright empties at start). */
export function startScanRun(): void {
  process.env[SCANS_DIR_VARIABLE] = mkdtempSync(join(tmpdir(), 'portal-accessibility-'));
}

/** Prints the run's figure: pages and modals scanned, and violations by impact across all of them. */
export function printScanSummary(): void {
  const dir = scanResultsDir();
  if (!existsSync(dir)) return;
  const scans: RecordedScan[] = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordedScan);
  const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Record<(typeof IMPACTS)[number], number>;
  const rules = new Map<string, number>();
  for (const scan of scans) {
    for (const violation of scan.violations) {
      const impact = (IMPACTS as readonly string[]).includes(violation.impact) ? (violation.impact as (typeof IMPACTS)[number]) : 'minor';
      counts[impact] += 1;
      rules.set(`${impact} ${violation.rule}`, (rules.get(`${impact} ${violation.rule}`) ?? 0) + 1);
    }
  }
  const distinct = new Set(scans.map((scan) => scan.label)).size;
  process.stdout.write(
    `\naccessibility (axe, WCAG 2.x A/AA): ${scans.length} scans of ${distinct} pages and dialogs; ` +
      `${IMPACTS.map((impact) => `${counts[impact]} ${impact}`).join(', ')}\n`,
  );
  for (const [rule, count] of [...rules].sort((a, b) => b[1] - a[1])) process.stdout.write(`  ${count} × ${rule}\n`);
  rmSync(dir, { recursive: true, force: true });
}
