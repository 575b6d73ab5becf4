import { expect, test } from '../support/portal-test';
import { expectAccessible } from '../support/accessibility';
import { samplePdf, watchFileChoosers } from '../support/files';
import { DEMO_USERS, socketReady, uniqueText } from '../support/portal';
import { pageFor } from '../support/session';

// A Summit loan without demo conditions: the journey's own condition is the only one it changes.
const LOAN_PATH = '/loan/loan-demo-02/conditions';

test("an account executive adds a condition: the officer's open page shows it and the alert live, the officer answers, the AE clears it", async ({
  browser,
  baseURL,
}) => {
  // Two people in two browsers, each step waiting on the other's live update.
  test.setTimeout(90_000);
  const officer = await pageFor(browser, baseURL, DEMO_USERS.summitLoanOfficer);
  const officerConnected = socketReady(officer);
  const officerFileChooser = watchFileChoosers(officer);
  await officer.goto(LOAN_PATH);
  await expect(officer.getByRole('main').getByRole('heading', { name: 'Conditions', level: 2, exact: true })).toBeVisible();
  await officerConnected;

  const accountExecutive = await pageFor(browser, baseURL, DEMO_USERS.accountExecutive);
  await accountExecutive.goto(LOAN_PATH);
  const title = uniqueText('Gift letter for the down payment');
  await accountExecutive.getByRole('button', { name: 'Add condition' }).click();
  const dialog = accountExecutive.getByRole('dialog', { name: 'Add condition' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Prior to Docs');
  await expectAccessible(accountExecutive, 'Add condition dialog', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Add condition' }).click();
  await expect(dialog).toBeHidden();

  // The officer sees the condition and hears of it without a reload.
  const card = officer.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Open');
  const nav = officer.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
  const notifications = officer.getByRole('dialog', { name: 'Notifications' });
  const alert = notifications.getByRole('listitem').filter({ hasText: title });
  await expect(alert).toContainText('has a new condition');
  // Closed before the next click: a dialog still open over the card would take that click.
  await officer.keyboard.press('Escape');
  await expect(notifications).toBeHidden();
  await expectAccessible(officer, 'conditions with a new condition');

  // The officer answers with a document; the AE's page shows it submitted, live.
  await card.getByRole('button', { name: 'Upload a document' }).click();
  await (await officerFileChooser()).setFiles({ name: 'gift-letter.pdf', mimeType: 'application/pdf', buffer: samplePdf('Gift letter') });
  await expect(officer.getByText('Document uploaded')).toBeVisible();
  const aeCard = accountExecutive.getByRole('article', { name: title });
  await expect(aeCard).toContainText('Submitted');
  await expect(aeCard.getByRole('list', { name: `Documents for ${title}` })).toContainText('gift-letter');

  // The AE clears it; the officer's page follows.
  await aeCard.getByRole('button', { name: 'Clear', exact: true }).click();
  const clearDialog = accountExecutive.getByRole('dialog', { name: 'Clear condition' });
  await clearDialog.getByRole('button', { name: 'Clear condition' }).click();
  await expect(card).toContainText('Cleared');
});
