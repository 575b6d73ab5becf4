import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * Waits until the remote code `scope` shows has loaded: its "Loading …" placeholder is gone. Loading
 * a remote is part of navigating (fetching and compiling its chunks takes several times longer on a
 * slow machine), so the wait is the navigation's, not an expectation's few seconds.
 */
export async function remoteCodeLoaded(scope: Locator | Page): Promise<void> {
  await expect(scope.getByRole('status', { name: /^Loading / })).toHaveCount(0, { timeout: navigationTimeout() });
}

/**
 * How long a navigation may take: for what a page shows once the portal has started at a new
 * address (the host's start, its remotes' manifests, the page's code), not an expectation's budget.
 */
export function navigationTimeout(): number {
  return test.info().project.use.navigationTimeout || 30_000;
}
