import { expect, test } from '../support/portal-test';
import { DEMO_USERS } from '../support/portal';
import { openSignedIn } from '../support/session';
import { stopRemoteServer } from '../support/remotes';
import { expectAccessible } from '../support/accessibility';
import { closeReleaseNotesWhenShown } from '../support/release-notes';

test('a remote whose server is down is fenced while the navbar and other remotes keep working', async ({ page }) => {
  await stopRemoteServer(page, 'mfe_loan');
  await closeReleaseNotesWhenShown(page);
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This area is temporarily unavailable' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page, 'pipeline fenced while its server is down');

  // The navbar still works and leads to another remote's page.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menuitem', { name: 'Knowledge Base' })).toBeVisible();
  await expectAccessible(page, 'Resources menu', { include: '[role="menu"]' });
  await page.getByRole('menuitem', { name: 'Knowledge Base' }).click();
  await expect(page).toHaveURL(/\/knowledge$/);
  await expect(main.getByRole('heading', { name: 'Knowledge Base', level: 1 })).toBeVisible();
  await expectAccessible(page, 'knowledge base');

  // Another remote's slot, the assistant button, is alive too.
  await expect(page.getByRole('button', { name: 'Open assistant' })).toBeVisible();

  // Back on the dead remote's page, the fence is still in place (no blank page, no crash).
  await page.goBack();
  await expect(main.getByRole('heading', { name: 'This area is temporarily unavailable' })).toBeVisible();
  await expectAccessible(page, 'pipeline fenced after going back');
});
