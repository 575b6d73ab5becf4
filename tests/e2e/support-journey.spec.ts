import { expect, test } from '../support/portal-test';
import { DEMO_USERS, socketReady, uniqueText } from '../support/portal';
import { pageFor } from '../support/session';
import { expectAccessible } from '../support/accessibility';

test('a loan officer asks for loan help; the account executive is notified live and the administrator reads the email', async ({
  browser,
  baseURL,
}) => {
  // The account executive is signed in elsewhere, connected for live notifications.
  const accountExecutive = await pageFor(browser, baseURL, DEMO_USERS.accountExecutive);
  const connected = socketReady(accountExecutive);
  await accountExecutive.goto('/ae-pipeline');
  await expect(accountExecutive.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await connected;
  await expectAccessible(accountExecutive, 'AE pipeline');

  // The Summit loan officer opens a loan and asks their account executive about it.
  const officer = await pageFor(browser, baseURL, DEMO_USERS.summitLoanOfficer);
  await officer.goto('/pipeline');
  await officer.getByRole('main').getByRole('table', { name: 'Loans' }).getByRole('row').nth(1).getByRole('link').first().click();
  await expect(officer).toHaveURL(/\/loan\/[^/]+\/[^/]+$/);
  await expect(officer.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(officer, 'a loan');
  const loanId = decodeURIComponent(new URL(officer.url()).pathname.split('/')[2]);
  await officer.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact Support' }).click();
  const modal = officer.getByRole('dialog', { name: 'Contact Support' });
  await modal.getByRole('button', { name: /Loan Help/ }).click();
  const loanNumberField = modal.getByRole('textbox', { name: 'Loan Number' });
  await expect(loanNumberField).toHaveValue(/\S+/);
  await expectAccessible(officer, 'Contact Support modal: Loan Help', { include: '[role="dialog"]' });
  const loanNumber = await loanNumberField.inputValue();
  const subject = uniqueText('Conditions on the appraisal');
  await modal.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await modal.getByRole('textbox', { name: 'Description' }).fill('The appraisal came back with two conditions.\nWho clears them?');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(officer.getByText('email sent to the Account Executive', { exact: true })).toBeVisible();
  await expectAccessible(officer, 'loan with the sent toast');

  // The notification arrives live (no reload) and leads to the loan.
  const nav = accountExecutive.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
  const notifications = accountExecutive.getByRole('dialog', { name: 'Notifications' });
  const notification = notifications.getByRole('listitem').filter({ hasText: subject });
  await expect(notification).toHaveAccessibleName(new RegExp(`^Unread notification: .*loan ${loanNumber}`));
  await expectAccessible(accountExecutive, 'Notifications popover', { include: '[role="dialog"]' });
  await notification.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(accountExecutive).toHaveURL(new RegExp(`/loan/${encodeURIComponent(loanId)}(/|$)`));
  await expect(accountExecutive.getByRole('navigation', { name: 'Breadcrumb' }).getByText(`Loan ${loanNumber}`)).toBeVisible();
  await expectAccessible(accountExecutive, 'loan from the notification');

  // The administrator finds the email in the outbox, kept there because no SMTP is configured.
  const administrator = await pageFor(browser, baseURL, DEMO_USERS.administrator);
  await administrator.goto('/admin/settings/email-settings');
  const outbox = administrator.getByRole('main').getByRole('region', { name: 'Outbox' });
  const row = outbox.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Stored', { exact: true })).toBeVisible();
  await expect(row.getByText('Loan help')).toBeVisible();
  await expectAccessible(administrator, 'email settings with the outbox');
  await row.getByRole('button').click();
  const email = administrator.getByRole('dialog', { name: 'Email' });
  await expect(email.getByLabel('Email body')).toContainText(`Loan number: ${loanNumber}`);
  await expect(email.getByLabel('Email body')).toContainText(`/loan/${encodeURIComponent(loanId)}`);
  await expect(email.getByLabel('Email body')).toContainText('Who clears them?');
  await expectAccessible(administrator, 'Email drawer', { include: '[role="dialog"]' });

  await Promise.all([accountExecutive.context().close(), officer.context().close(), administrator.context().close()]);
});
