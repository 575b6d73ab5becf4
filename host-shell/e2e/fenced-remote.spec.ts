import { expect, test } from '../../tests/support/portal-test';
import { DEMO_USERS } from '../../tests/support/portal';
import { openSignedIn } from '../../tests/support/session';
import { abortManifest, restoreRemote } from '../../tests/support/remotes';
import { expectAccessible } from '../../tests/support/accessibility';

test('a remote whose manifest cannot load is fenced, and Retry brings it back', async ({ page }) => {
  await abortManifest(page, 'mfe_loan');
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This area is temporarily unavailable' })).toBeVisible();
  await expectAccessible(page, 'pipeline fenced while its remote is down');
  // The rest of the portal keeps working: the navbar, and another remote in the help drawer.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Help' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('This area is temporarily unavailable')).toHaveCount(0);
  await expectAccessible(page, 'Help drawer', { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');

  await restoreRemote(page, 'mfe_loan');
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
  await expectAccessible(page, 'pipeline after Retry');
});
