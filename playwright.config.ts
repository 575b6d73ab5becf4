import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './tests/support/chromium';

/**
 * One Playwright config for the portal: a project per remote (its own `e2e/` folder) and the
 * cross-remote journeys in `tests/e2e`. The built portal (services on a fresh embedded database,
 * the host and every remote on their own origins) is started once by `scripts/serve-portal.mjs`.
 */

const browser = {
  ...devices['Desktop Chrome'],
  // Debian's headless shell (what `npm test` installs): Playwright's own default for headless runs.
  launchOptions: CHROMIUM,
};

const packages = ['host-shell', 'mfe-loan', 'mfe-admin', 'mfe-help-center', 'mfe-assistant', 'mfe-add-loan'];

/**
 * Suites that change what every signed-in user sees (the banner, feature flags, a release note's
 * window, branding, who must use two-step sign-in, the rate sheet in force). Run beside other suites, they cover or change
 * the pages those suites are clicking through; so they run last, one at a time, when nothing else runs.
 */
const PORTAL_WIDE = [
  '**/mfe-admin/e2e/settings-pages-general.spec.ts',
  '**/tests/e2e/settings-journey.spec.ts',
  '**/tests/e2e/version-skew.spec.ts',
  // Publishes a rate sheet: every user then prices on it.
  '**/tests/e2e/pricing-journey.spec.ts',
];

export default defineConfig({
  outputDir: 'test-results',
  // The accessibility scans' summary (violations by impact over every scanned page) is printed at the end.
  globalSetup: './tests/support/global-setup.ts',
  globalTeardown: './tests/support/global-teardown.ts',
  fullyParallel: false,
  // Two workers on the 2-core CI machine: the browser suites took ~30 min one file at a time; the
  // suites keep their data apart (own loans, own users' sessions), so files may run side by side.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey signs in, opens several pages and scans each with axe: 15–25 s on a 2-core CI machine,
  // and up to 70 s in the slow-machine rehearsal (both cores kept busy). The limit only catches a
  // hang, so it leaves a slower machine twice that; speed is the benchmarks' job.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: process.env.PORTAL_URL ?? 'http://localhost:3000',
    // Recording a trace costs every test CPU (snapshots and a screencast at each step) although only a
    // failure's is kept; in CI a failed test is retried once, and that retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // An action waits for its element to be ready; one that never can (covered, moved away) fails with
    // its call log after a minute instead of holding the test to its limit with no word of where.
    actionTimeout: 60_000,
    // The portal honours a user's reduced-motion preference (the theme's respectReducedMotion), so
    // dialogs open and close at once: no click lands on a dialog still moving in, and no frames are
    // spent on animations nobody watches.
    reducedMotion: 'reduce',
    ...browser,
  },
  projects: [
    ...packages.map((name) => ({ name, testDir: `./${name}/e2e`, testIgnore: PORTAL_WIDE, use: browser })),
    { name: 'cross-remote', testDir: './tests/e2e', testIgnore: PORTAL_WIDE, use: browser },
    // Faults of the services themselves (several processes, restarts, shutdown): no browser.
    { name: 'resilience', testDir: './tests/resilience' },
    {
      name: 'portal-wide',
      testDir: '.',
      testMatch: PORTAL_WIDE,
      dependencies: [...packages, 'cross-remote', 'resilience'],
      workers: 1,
      use: browser,
    },
  ],
  webServer: {
    command: 'node scripts/serve-portal.mjs --fresh',
    url: 'http://127.0.0.1:3000/api/version',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
