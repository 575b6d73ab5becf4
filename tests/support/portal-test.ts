import { test as base, type Browser, type BrowserContext, expect } from '@playwright/test';
import { assertNoPolicyViolations, type PolicyViolation, watchPolicyViolations } from './policy-violations';

/** What the running test's pages reported (a test sees its own; a spec reads it only to test the listener). */
export interface PolicyViolationLog {
  /** The violations reported so far. */
  readonly violations: readonly PolicyViolation[];
  /**
   * Removes and returns the violations reported so far. Only for a test that breaks the policy on
   * purpose to check what is reported: any violation left at the end fails the test.
   */
  takeAll(): PolicyViolation[];
}

/**
 * The list violations go to: the running test's (tests of a worker run one at a time). One that a
 * page reports while no test runs (a page a hook kept open) is kept for the next test, never lost.
 */
let reported: PolicyViolation[] = [];

/**
 * The portal's Playwright `test`: every page of every browser context a test opens (its `page`,
 * `browser.newContext()`, `browser.newPage()`, popups) listens for `securitypolicyviolation`, and a
 * test during which any page broke its Content-Security-Policy fails, naming the directive and
 * the refused address. Every spec imports `test` and `expect` from here (Biome refuses
 * `@playwright/test`'s in a spec).
 */
export const test = base.extend<{ policyViolations: PolicyViolationLog }>({
  browser: [
    async ({ browser }, use) => {
      // Every context is made by this method, the `context` fixture's too: each one listens
      // before its first page opens.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
        const context = await newContext.apply(browser, args);
        await watchPolicyViolations(context, (violation) => reported.push(violation));
        return context;
      };
      await use(browser);
      browser.newContext = newContext;
    },
    { scope: 'worker' },
  ],
  policyViolations: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const violations = reported;
      await use({
        get violations() {
          return violations;
        },
        takeAll: () => violations.splice(0),
      });
      // Set up before the test's contexts and torn down after they close: their last reports are in.
      reported = [];
      assertNoPolicyViolations(violations);
    },
    { auto: true },
  ],
});

export { expect };
