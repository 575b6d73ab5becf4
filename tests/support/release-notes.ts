import type { Page } from '@playwright/test';

/**
 * Closes the release notes window whenever it opens, for tests about something else: another
 * test may publish a release note at any moment, and the window then opens over the page.
 */
export async function closeReleaseNotesWhenShown(page: Page): Promise<void> {
  const releaseNotes = page.getByRole('dialog', { name: "What's new" });
  await page.addLocatorHandler(releaseNotes, async () => {
    await releaseNotes.getByRole('button', { name: 'Close' }).click();
  });
}
