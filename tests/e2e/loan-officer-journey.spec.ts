import { expect, test } from '../support/portal-test';
import { DEMO_USERS, pushNotification, signInThroughForm, socketReady, uniqueText } from '../support/portal';
import { expectAccessible } from '../support/accessibility';

test('an external loan officer works across every area in one visit', async ({ page }) => {
  const connected = socketReady(page);
  await signInThroughForm(page, DEMO_USERS.summitLoanOfficer);
  await connected;

  // The navbar of an external user.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Resources', 'Training', 'Add Loan', 'Contact Support', 'Help']) {
    await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Admin settings' })).toHaveCount(0);

  // mfe-loan: the pipeline is the first page.
  await expect(page).toHaveURL(/\/pipeline$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
  await expectAccessible(page, 'pipeline');

  // A loan from the pipeline; the breadcrumbs name it by its number and lead back to the pipeline.
  await page.getByRole('main').getByRole('table', { name: 'Loans' }).getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByText(/^Loan \d+$/)).toBeVisible();
  await expectAccessible(page, 'loan workflow');
  await crumbs.getByRole('link', { name: 'Loans' }).click();
  await expect(page).toHaveURL(/\/pipeline$/);

  // mfe-help-center: the help drawer.
  await nav.getByRole('button', { name: 'Help', exact: true }).click();
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByRole('textbox', { name: 'Search help' })).toBeVisible();
  await expectAccessible(page, 'Help drawer', { include: '[role="dialog"]' });
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();

  // mfe-assistant: the floating chat button.
  await expect(page.getByRole('button', { name: 'Open assistant' })).toBeVisible();

  // mfe-add-loan: the wizard in the host's Add Loan modal.
  await nav.getByRole('button', { name: 'Add Loan', exact: true }).click();
  const addLoan = page.getByRole('dialog', { name: 'Add Loan' });
  await expect(addLoan.getByRole('heading').first()).toBeVisible();
  await expect(addLoan.getByText('This area is temporarily unavailable')).toHaveCount(0);
  await expect(addLoan.getByRole('radio').first()).toBeVisible();
  await expectAccessible(page, 'Add Loan modal', { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/modal=add-loan/);

  // A notification pushed by the server arrives live, and is marked read.
  const message = uniqueText('Appraisal received for loan');
  await pushNotification(page.request, DEMO_USERS.summitLoanOfficer, message);
  // Screen readers hear it arrive, politely.
  await expect(page.getByRole('status').filter({ hasText: `New notification: ${message}` })).toBeAttached();
  await nav.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications.getByRole('listitem', { name: `Unread notification: ${message}` })).toBeVisible();
  await expectAccessible(page, 'Notifications popover', { include: '[role="dialog"]' });
  await notifications
    .getByRole('listitem', { name: `Unread notification: ${message}` })
    .getByRole('button', { name: 'Mark read' })
    .click();
  await expect(notifications.getByRole('listitem', { name: `Read notification: ${message}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Sign out.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page, 'Profile menu', { include: '[role="menu"]' });
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'login after Sign Out');
});
