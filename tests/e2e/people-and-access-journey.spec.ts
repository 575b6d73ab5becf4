import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { generateSync } from 'otplib';
import { IMPERSONATION_TEXTS, PASSWORD_RESET_TEXTS } from 'shared-rules';
import { expectAccessible } from '../support/accessibility';
import { newestLink } from '../support/password-links';
import { closeReleaseNotesWhenShown } from '../support/release-notes';
import { DEMO_USERS, signInThroughForm, uniqueText } from '../support/portal';
import { navigationTimeout } from '../support/remote-code';

const FIRST_PASSWORD = 'saffron ledger quietly 62 harbor';
const SECOND_PASSWORD = 'granite compass 18 willow thread';

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The new user's first visit: the password from the invitation, a new one, then two-step sign-in. */
async function newUserSetsUpTheirAccount(page: Page, invitation: string, email: string): Promise<void> {
  // A new user is shown the release notes once, whenever the portal has loaded them.
  await closeReleaseNotesWhenShown(page);
  await page.goto(invitation);
  const choose = page.getByRole('form', { name: 'Choose your password' });
  await expect(choose).toBeVisible();
  await choose.getByLabel(/^New password(?! again)/).fill(FIRST_PASSWORD);
  await choose.getByLabel('New password again').fill(FIRST_PASSWORD);
  await choose.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_TEXTS.done);
  await signInWith(page, email, FIRST_PASSWORD);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  await page.goto('/settings/password');
  const change = page.getByRole('form', { name: 'Change your password' });
  await change.getByLabel('Current password').fill(FIRST_PASSWORD);
  await change.getByLabel(/^New password(?! again)/).fill(SECOND_PASSWORD);
  await change.getByLabel('New password again').fill(SECOND_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.goto('/settings/credentials');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const setup = page.getByRole('form', { name: 'Set up two-step sign-in' });
  const secret = ((await setup.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s+/g, '');
  await setup.getByRole('textbox', { name: /Enter the code the app shows/ }).fill(generateSync({ secret }));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
}

test('an administrator adds a company and its loan officer, who sets up their account; the administrator then acts as them, ends the session and finds both names in the audit trail', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three people's sign-ins, an MFA enrolment and the audit trail: over two minutes on a loaded CI machine.
  test.setTimeout(180_000);
  const company = uniqueText('Journey Lending');
  const suffix = uniqueText('journey').replace(/[^a-z0-9]+/g, '-');
  const officer = { first: 'Jesse', last: `Quinn${suffix.slice(-6)}`, email: `${suffix}@journey-lending.test` };
  const officerName = `${officer.first} ${officer.last}`;

  // Its own sign-in: ending the session gives the administrator a new pair, which must not touch
  // the pair other tests of this worker reuse.
  await signInThroughForm(page, DEMO_USERS.administrator);
  const main = page.getByRole('main');

  await page.goto('/ae-pipeline/orgs');
  await main.getByRole('button', { name: 'Add company' }).click();
  const companyForm = page.getByRole('dialog', { name: 'Add company' });
  await companyForm.getByRole('textbox', { name: 'Name' }).fill(company);
  await companyForm.getByRole('combobox', { name: 'Approval status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await companyForm.getByRole('checkbox', { name: 'Brokered - Wholesale' }).check();
  await expectAccessible(page, 'add company', { include: '[role="dialog"]' });
  await companyForm.getByRole('button', { name: 'Add company' }).click();
  await expect(companyForm).toBeHidden();
  await expect(main.getByRole('table', { name: 'Broker companies' }).getByRole('row').filter({ hasText: company })).toContainText('Active');

  await page.goto('/admin/users');
  await main.getByRole('button', { name: 'Add user' }).click();
  const userForm = page.getByRole('dialog', { name: 'Add user' });
  await userForm.getByRole('textbox', { name: 'First name' }).fill(officer.first);
  await userForm.getByRole('textbox', { name: 'Last name' }).fill(officer.last);
  await userForm.getByRole('textbox', { name: 'Email' }).fill(officer.email);
  await userForm.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: company }).click();
  await userForm.getByRole('checkbox', { name: 'Loan officer' }).check();
  await userForm.getByRole('button', { name: 'Add user' }).click();
  await expect(userForm).toBeHidden();

  // The new officer, at their own computer, opens the invitation the portal emailed them.
  const invitation = await newestLink(page, officer.email, 1);
  const officerContext = await browser.newContext({ baseURL });
  try {
    await newUserSetsUpTheirAccount(await officerContext.newPage(), invitation, officer.email);
  } finally {
    await officerContext.close();
  }

  // The administrator acts as the officer from the users page.
  await page.goto('/admin/users');
  await main.getByRole('searchbox', { name: /Search/ }).fill(officer.email);
  const row = main.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: officer.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${officerName}` }).click();
  await page.getByRole('menuitem', { name: 'Impersonate' }).click();

  await expect(page).toHaveURL(/\/pipeline$/);
  const banner = page.getByRole('region', { name: IMPERSONATION_TEXTS.bannerLabel });
  await expect(banner).toContainText(`You are acting as ${officerName} (${officer.email}) · signed in as Alex Morgan`);
  await expect(main.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
  // The officer's reach: their new company has no loans yet, whatever the administrator sees.
  await expect(main.getByText('No loans in your pipeline yet')).toBeVisible();
  await expectAccessible(page, 'pipeline while impersonating');

  await banner.getByRole('button', { name: IMPERSONATION_TEXTS.endSession }).click();
  await expect(page).toHaveURL(/\/ae-pipeline$/);
  await expect(banner).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'AE Pipeline', level: 1 })).toBeVisible();

  // The audit trail names both people of what was done during the session.
  await page.goto('/admin/settings/audit');
  // The audit settings above the trail load on their own and push it down as they appear; a filter
  // opened before that would have its list hidden with the field that moved out of view.
  await expect(main.getByRole('textbox', { name: 'Keep audit records for (days)' })).toBeVisible({ timeout: navigationTimeout() });
  await main.getByRole('combobox', { name: 'Who' }).fill(officer.last);
  // The users are looked up on the server as the words are typed; an option that never comes
  // fails here with its name, not at the test's limit.
  const officerOption = page.getByRole('option', { name: officerName });
  await expect(officerOption, `the Who filter offers ${officerName}`).toBeVisible({ timeout: navigationTimeout() });
  await officerOption.click();
  const trail = main.getByRole('table', { name: 'Audit trail, newest first' });
  await expect(
    trail
      .getByRole('row')
      .filter({ hasText: `Alex Morgan acting as ${officerName}` })
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'audit trail of an impersonation');
});
