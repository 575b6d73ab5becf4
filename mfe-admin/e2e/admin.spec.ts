import { expect, test } from '../../tests/support/portal-test';
import type { EmailSettingsStatus, SettingEntry, SupportTicket, SupportTicketCreateRequest } from 'shared-rules';
import { apiProfile, uniqueText } from '../../tests/support/portal';
import { accessTokenFor, sessionFor, signInAs } from '../../tests/support/session';
import { expectAccessible } from '../../tests/support/accessibility';

test.describe('settings checklist', () => {
  test('an administrator sees every group and which settings are saved', async ({ page }) => {
    await signInAs(page, 'admin@lender.test');
    await page.goto('/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Settings checklist', level: 1 })).toBeVisible();
    for (const group of [
      'Settings',
      'Rules Engine',
      'Entity Management',
      'Content Management',
      'Other Settings',
      'Knowledge',
      'AI',
      'Instances',
    ]) {
      await expect(main.getByRole('region', { name: group, exact: true })).toBeVisible();
    }
    const branding = main.getByRole('row').filter({ has: page.getByRole('link', { name: 'Branding', exact: true }) });
    await expect(branding.getByText('Configured', { exact: true })).toBeVisible();
    // Email counts as configured once its sender is saved, or when the environment sets up SMTP.
    const headers = { authorization: `Bearer ${await accessTokenFor('admin@lender.test')}` };
    const sender = (await (await page.request.get('/api/settings/email-settings', { headers })).json()) as SettingEntry;
    const delivery = (await (await page.request.get('/api/admin/email-settings', { headers })).json()) as EmailSettingsStatus;
    const email = main.getByRole('row').filter({ has: page.getByRole('link', { name: 'Email Settings', exact: true }) });
    await expect(
      email.getByText(sender.version > 0 || delivery.smtpConfigured ? 'Configured' : 'Not configured', { exact: true }),
    ).toBeVisible();
    await expect(main.getByText(/\d+ of \d+ settings configured/)).toBeVisible();
    const fieldRules = main.getByRole('row').filter({ has: page.getByRole('link', { name: 'Field Rules', exact: true }) });
    await expect(fieldRules.getByText(/^\d+ rule sets?$/)).toBeVisible();
    await expectAccessible(page, 'settings checklist');
  });

  test('the admin menu leads to each page', async ({ page }) => {
    await signInAs(page, 'admin@lender.test');
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Administration' });
    await menu.getByText('Rules Engine').click();
    await menu.getByRole('link', { name: 'Loan Upload' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/loan-upload$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Loan Upload', level: 1 })).toBeVisible();
    await expectAccessible(page, 'loan upload settings');
  });

  test('other users are told they are not authorised', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/admin');
    await expect(page.getByRole('main').getByText('Not authorised')).toBeVisible();
    await expectAccessible(page, 'admin refused to a loan officer');
  });
});

test.describe('email settings', () => {
  test('an administrator sees that SMTP is not configured and reads a ticket email in the outbox', async ({ page }) => {
    await signInAs(page, 'admin@lender.test');
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Administration' });
    await menu.getByText('Settings', { exact: true }).click();
    await menu.getByRole('link', { name: 'Email Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/email-settings$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Email Settings', level: 1 })).toBeVisible();
    await expect(main.getByText('SMTP not configured')).toBeVisible();
    await expect(main.getByText(/emails are kept in the outbox below and are not sent/)).toBeVisible();
    await expectAccessible(page, 'email settings');

    // A loan officer opens a technical ticket through the API; with no SMTP its email is stored.
    const session = await sessionFor('lo@summit.test');
    const officer = await apiProfile(page.request, session);
    const ticket: SupportTicketCreateRequest = {
      subject: uniqueText('Upload keeps spinning'),
      description: 'The import step never finishes.\nIt stays at 80 percent.',
      requester: { email: officer.email, name: `${officer.name.first} ${officer.name.last}` },
      context: { loanId: null, url: 'http://localhost:3000/pipeline' },
    };
    const created = await page.request.post('/api/support/tickets', {
      data: ticket,
      headers: { authorization: `Bearer ${session.access.token}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect(((await created.json()) as SupportTicket).delivery).toBe('outbox');

    const outbox = main.getByRole('region', { name: 'Outbox' });
    await outbox.getByRole('button', { name: 'Refresh' }).click();
    const row = outbox.getByRole('row').filter({ hasText: ticket.subject });
    await expect(row.getByText('Stored', { exact: true })).toBeVisible();
    await expect(row.getByText('Support ticket')).toBeVisible();
    await expectAccessible(page, 'email settings with the outbox');
    // The segmented control's radios are visually hidden behind their labels.
    const statusFilter = outbox.getByRole('radiogroup', { name: 'Status filter' });
    await statusFilter.getByText('Failed', { exact: true }).click();
    await expect(statusFilter.getByRole('radio', { name: 'Failed' })).toBeChecked();
    await expect(page).toHaveURL(/status=failed/);
    await expect(outbox.getByRole('row').filter({ hasText: ticket.subject })).toHaveCount(0);
    await statusFilter.getByText('Stored', { exact: true }).click();
    await expect(page).toHaveURL(/status=stored/);
    await row.getByRole('button').click();

    const drawer = page.getByRole('dialog', { name: 'Email' });
    await expect(drawer.getByLabel('Email body')).toContainText('The import step never finishes.');
    await expect(drawer.getByLabel('Email body')).toContainText('It stays at 80 percent.');
    await expectAccessible(page, 'Email drawer', { include: '[role="dialog"]' });
    await drawer.getByRole('button', { name: 'Close email' }).click();
    await expect(drawer).toBeHidden();
  });

  test('other users are told the email settings are not for them', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/admin/settings/email-settings');
    await expect(page.getByRole('main').getByText('Not authorised')).toBeVisible();
    await expectAccessible(page, 'email settings refused');
  });
});

test.describe('broker directory', () => {
  test('the account executive sees the companies they cover', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/ae-pipeline/orgs');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Broker Companies', level: 1 })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Summit Home Lending', exact: true })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Harbor Mortgage Brokers', exact: true })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Prairie Correspondent Group', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'broker companies');
  });

  test('contacts of a company include disabled users, labelled', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/ae-pipeline/orgs');
    await page.getByRole('main').getByRole('link', { name: 'Contacts of Harbor Mortgage Brokers' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Broker Contacts', level: 1 })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Broker company' })).toHaveValue('Harbor Mortgage Brokers');
    const quinn = main.getByRole('row').filter({ hasText: 'disabled@harbor.test' });
    await expect(quinn.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: 'lo@harbor.test' })).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: 'lp@harbor.test' })).toBeVisible();
    // Another company's contacts are not listed.
    await expect(main.getByRole('row').filter({ hasText: '@summit.test' })).toHaveCount(0);
    await expectAccessible(page, 'broker contacts');
  });

  test('external users cannot open the broker directory', async ({ page }) => {
    await signInAs(page, 'lo@harbor.test');
    await page.goto('/ae-pipeline/users');
    await expect(page.getByRole('main').getByText('Not authorised')).toBeVisible();
    await expectAccessible(page, 'broker directory refused');
  });
});
