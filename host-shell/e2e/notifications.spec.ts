import { expect, test } from '../../tests/support/portal-test';
import { DEMO_USERS, pushNotification, socketReady, uniqueText } from '../../tests/support/portal';
import { openSignedIn } from '../../tests/support/session';
import { expectAccessible } from '../../tests/support/accessibility';

test('a pushed notification arrives without reload, can be marked read and deleted', async ({ page }) => {
  const connected = socketReady(page);
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/settings/profile');
  await connected;
  await expectAccessible(page, 'profile');

  const message = uniqueText('Conditions cleared for loan');
  await pushNotification(page.request, DEMO_USERS.summitLoanOfficer, message);

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const item = popover.getByRole('listitem', { name: `Unread notification: ${message}` });
  await expect(item).toBeVisible();
  // Unread first: the newest unread one heads the list.
  await expect(popover.getByRole('listitem').first()).toHaveAccessibleName(`Unread notification: ${message}`);
  await expectAccessible(page, 'Notifications popover', { include: '[role="dialog"]' });

  await item.getByRole('button', { name: 'Mark read' }).click();
  const readItem = popover.getByRole('listitem', { name: `Read notification: ${message}` });
  await expect(readItem).toBeVisible();

  await readItem.getByRole('button', { name: 'Delete notification' }).click();
  await expect(popover.getByText(message)).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(message)).toHaveCount(0);
});
