import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './portal-test';
import { scanResultsDir } from './accessibility-summary';

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA: what the ADA is read against. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Violations of these impacts fail a scan; moderate and minor ones are counted and reported. */
const FAILING_IMPACTS = new Set(['critical', 'serious']);

/**
 * Rules turned off for one named element, each with its reason. Empty today: add an entry only
 * with a reason a reviewer accepts, never to silence a page.
 */
const DISABLED_FOR_ELEMENT: ReadonlyArray<{ rule: string; selector: string; reason: string }> = [];

export interface ScanOptions {
  /** Limit the scan to one part of the page (an open modal or drawer), by CSS selector. */
  include?: string;
  /** Record a failure and go on (a sweep over many pages reports them all at once). */
  soft?: boolean;
  /**
   * axe rules outside the WCAG tags to run in the same scan (one scan per page costs half of
   * two); their findings are answered, not counted, for the caller to judge.
   */
  alsoRules?: string[];
}

/** What a scan's `alsoRules` found: per rule, the elements (their HTML, shortened). */
export type AlsoRulesFindings = Record<string, string[]>;

interface ViolationSummary {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's explanation for the first element, e.g. which child a role is missing. */
  summary: string;
}

/** Leaves the scan's counts where the run's summary reads them (the folder global setup made). */
function recordScan(label: string, violations: ViolationSummary[]): void {
  const dir = scanResultsDir();
  mkdirSync(dir, { recursive: true });
  const info = test.info();
  const file = `${info.testId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}.json`;
  writeFileSync(join(dir, file), JSON.stringify({ label, test: info.titlePath.join(' › '), violations }));
}

/**
 * Where a page or dialog that passed its scan is marked, by label, for every worker of the run: a
 * scan costs a worker about two seconds, and journeys open pages other suites already scanned.
 */
function passedMarker(label: string): string {
  return join(scanResultsDir(), `passed-${createHash('sha256').update(label).digest('hex').slice(0, 24)}`);
}

/**
 * axe reads the page's style sheets (for the orientation-lock rule) by copying each into a
 * `<style>` element of a document of its own, which the page's Content-Security-Policy governs
 * too. Those elements get the page's style nonce, as the portal's own `<style>` elements do, so the
 * scan does not break the policy it runs under. Only elements of other documents are touched: a
 * `<style>` the portal writes into the page without its nonce is still refused and reported.
 */
function letAxeCopyStyleSheets(): void {
  const marker = '__portalAxeStyleNonce';
  const scope = window as Window & { [marker]?: true };
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (scope[marker] || !nonce) return;
  scope[marker] = true;
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function createElementWithNonce(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, tagName, options);
    if (this !== document && element.localName === 'style') element.nonce = nonce;
    return element;
  } as typeof Document.prototype.createElement;
}

/**
 * While `hold` is on, every transition and animation of the page jumps to its end: a toast that
 * starts fading out, or a menu that starts fading in, while axe reads colours is measured as the
 * user will see it in a moment, not half-transparent. The style element carries the page's style
 * nonce, so the Content-Security-Policy allows it.
 */
function holdTransitions(hold: boolean): void {
  const id = 'portal-axe-hold-transitions';
  document.getElementById(id)?.remove();
  if (!hold) return;
  const style = document.createElement('style');
  style.id = id;
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) style.nonce = nonce;
  style.textContent =
    '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
  document.head.append(style);
}

/**
 * Scans what the user sees now with axe-core against WCAG 2.x A/AA and fails on any critical or
 * serious violation, naming the rule and the elements. Call it on each page a test visits and again
 * with `include` for each modal or drawer it opens. A label that passed once in the run is not scanned again.
 */
export async function expectAccessible(page: Page, label: string, options: ScanOptions = {}): Promise<AlsoRulesFindings> {
  const alsoRules = options.alsoRules ?? [];
  // Only a passed scan is skipped: a failed one is scanned again, on a retry too.
  if (alsoRules.length === 0 && existsSync(passedMarker(label))) return {};
  // Colours are measured once what is opening (a modal, a toast, a menu) has finished fading in, as
  // the user reads it. A transition starts a frame or two after its element appears, so the page is
  // asked again after each wait until two frames pass with nothing moving. Those that start from
  // now until the scan ends jump to their end (a toast closing by itself mid-scan).
  await page.evaluate(holdTransitions, true);
  await page.evaluate(async () => {
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let round = 0; round < 20; round += 1) {
      await nextFrame();
      await nextFrame();
      const moving = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' || animation.pending)
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  // axe runs the tags' rules plus every rule enabled by name (`options` first: it replaces what `withTags` sets).
  // Measured on the loan and admin suites (77 scans): the scans' renderer CPU fell from 75 s to 35 s
  // and the suites' time from 161 s to 133 s (101 s with no scan at all) with two settings that test
  // the same elements by the same rules. Legacy mode runs axe in the page and its same-origin frames
  // instead of copying every frame's partial results into a blank page opened for each scan; the
  // frames it leaves out are cross-origin ones, which here only show other sites (help links,
  // videos). `resultTypes` builds selectors for the violations only, not for every passing element.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])), resultTypes: ['violations'] })
    .withTags(WCAG_AA_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const { selector } of DISABLED_FOR_ELEMENT) builder = builder.exclude(selector);
  await page.evaluate(letAxeCopyStyleSheets);
  const results = await builder.analyze().finally(() => page.evaluate(holdTransitions, false).catch(() => undefined));
  const findings: AlsoRulesFindings = Object.fromEntries(alsoRules.map((rule) => [rule, []]));
  const wcagViolations = results.violations.filter((violation) => {
    const extra = findings[violation.id];
    if (extra && !violation.tags.some((tag) => WCAG_AA_TAGS.includes(tag))) {
      extra.push(...violation.nodes.map((node) => node.html.slice(0, 120)));
      return false;
    }
    return true;
  });
  const violations: ViolationSummary[] = wcagViolations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    summary: violation.nodes[0]?.failureSummary ?? '',
  }));
  recordScan(label, violations);
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact))
    .map(
      (violation) =>
        `${violation.impact} ${violation.rule} (${violation.help}): ${violation.targets.slice(0, 5).join(', ')}. ${violation.summary}`,
    );
  (options.soft ? expect.soft : expect)(failing, `accessibility of ${label}`).toEqual([]);
  if (failing.length === 0) writeFileSync(passedMarker(label), '');
  return findings;
}
