import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import { SUPPORT_SUBJECT_MAX_LENGTH, type ApiProblem, type LoanHelpRequest, type SupportTicketCreateRequest } from 'shared-rules';
import { uniqueText } from '../../tests/support/portal';
import { signInAs } from '../../tests/support/session';
import { expectAccessible } from '../../tests/support/accessibility';

test.describe('help drawer', () => {
  test('search says honestly that nothing is found, and clear returns to suggestions', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
    const drawer = page.getByRole('dialog', { name: /Help/ });
    await expect(drawer.getByRole('heading', { name: 'Suggested for you' })).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Suggested for you' }).or(drawer.getByText('No documentation available'))).toBeVisible();
    await expectAccessible(page, 'Help drawer', { include: '[role="dialog"]' });
    await drawer.getByRole('textbox', { name: 'Search help' }).fill('qzxv nothing matches this');
    await expect(drawer.getByText('No results found')).toBeVisible();
    await expect(drawer.getByText('Try different keywords')).toBeVisible();
    await expectAccessible(page, 'Help drawer with no results', { include: '[role="dialog"]' });
    await drawer.getByRole('button', { name: 'Clear search' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Search help' })).toHaveValue('');
    await expect(drawer.getByText('Suggested for you')).toBeVisible();
  });

  test('Browse All Knowledge Base goes to /knowledge', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
    await expectAccessible(page, 'pipeline');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
    await page.getByRole('button', { name: 'Browse All Knowledge Base' }).click();
    await expect(page).toHaveURL(/\/knowledge$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Knowledge Base', level: 1 })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Topics' }).or(main.getByText('No documentation available'))).toBeVisible();
    await expectAccessible(page, 'knowledge base');
  });
});

/** Opens the first loan of the signed-in user's pipeline and returns its record id (from the address). */
async function openFirstLoan(page: Page): Promise<string> {
  await page.goto('/pipeline');
  await page.getByRole('main').getByRole('table', { name: 'Loans' }).getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/loan\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'a loan');
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
}

function contactSupportModal(page: Page) {
  return page.getByRole('dialog', { name: 'Contact Support' });
}

async function openTechHelp(page: Page) {
  await page.goto('/pipeline');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact Support' }).click();
  const modal = contactSupportModal(page);
  await expect(modal.getByRole('button', { name: /Loan Help/ })).toBeDisabled();
  await expectAccessible(page, 'Contact Support modal', { include: '[role="dialog"]' });
  await modal.getByRole('button', { name: /Tech Help/ }).click();
  await expect(modal.getByRole('textbox', { name: 'Subject' })).toBeVisible();
  await expectAccessible(page, 'Contact Support modal: Tech Help', { include: '[role="dialog"]' });
  return modal;
}

test.describe('contact support', () => {
  test('on a loan, Loan Help emails the account executive about the loan and shows the spec toast', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const loanId = await openFirstLoan(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact Support' }).click();
    const modal = contactSupportModal(page);
    await modal.getByRole('button', { name: /Loan Help/ }).click();
    await expect(modal.getByRole('textbox', { name: 'Loan Id' })).toHaveValue(loanId);
    await expect(modal.getByRole('textbox', { name: 'Loan Id' })).not.toBeEditable();
    await expect(modal.getByRole('textbox', { name: 'Loan Number' })).toHaveValue(/\S+/);
    await expect(modal.getByText(/^This email goes to your account executive, .+\.$/)).toBeVisible();
    await expectAccessible(page, 'Contact Support modal: Loan Help', { include: '[role="dialog"]' });

    const subject = uniqueText('Appraisal due date');
    await modal.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await modal.getByRole('textbox', { name: 'Description' }).fill('When is the appraisal due on this loan?');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/support/loan-help') && request.method() === 'POST');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('email sent to the Account Executive', { exact: true })).toBeVisible();
    await expect(modal).toBeHidden();
    await expectAccessible(page, 'loan with the sent toast');

    const body = (await sent).postDataJSON() as LoanHelpRequest;
    expect(body.subject).toBe(subject);
    expect(body.loan.url).toBe(new URL(`/loan/${encodeURIComponent(loanId)}`, page.url()).href);
    expect(body.loan.number).not.toBe(loanId);
  });

  test('on a loan, the Loan Help drawer offers a call to the account executive or an email about the loan', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const loanId = await openFirstLoan(page);
    await page.getByRole('region', { name: 'Help with this loan' }).getByRole('button', { name: 'Loan Help' }).click();
    const drawer = page.getByRole('dialog', { name: 'Loan Help' });
    await expect(drawer.getByText('Your account executive', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /^Call [^']+ at / })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(drawer.getByRole('link', { name: /cell at / })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page).toHaveURL(new RegExp(`modal=loan-help&loanId=${loanId}`));
    await expectAccessible(page, 'Loan Help drawer', { include: '[role="dialog"]' });

    await drawer.getByRole('button', { name: /^Email / }).click();
    await expect(drawer.getByRole('textbox', { name: 'Loan Id' })).toHaveValue(loanId);
    await drawer.getByRole('textbox', { name: 'Subject' }).fill(uniqueText('Condition question'));
    await drawer.getByRole('textbox', { name: 'Description' }).fill('Which bank statements satisfy the asset condition?');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('email sent to the Account Executive', { exact: true })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('on a loan, the Technical Issue drawer sends a ticket with the loan id from the route', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const loanId = await openFirstLoan(page);
    await page.getByRole('region', { name: 'Help with this loan' }).getByRole('button', { name: 'Technical Issue' }).click();
    const drawer = page.getByRole('dialog', { name: 'Technical Issue' });
    await expect(drawer.getByRole('textbox', { name: 'Loan Id' })).toHaveValue(loanId);
    await expect(drawer.getByRole('textbox', { name: 'Loan Id' })).not.toBeEditable();
    await expectAccessible(page, 'Technical Issue drawer', { include: '[role="dialog"]' });
    await drawer.getByRole('textbox', { name: 'Subject' }).fill(uniqueText('Documents tab'));
    await drawer.getByRole('textbox', { name: 'Description' }).fill('The documents list does not refresh after an upload.');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/support/tickets') && request.method() === 'POST');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Technical Suport ticket created', { exact: true })).toBeVisible();
    expect(((await sent).postDataJSON() as SupportTicketCreateRequest).context.loanId).toBe(loanId);
    await expect(drawer).toBeHidden();
  });

  test('Tech Help from the pipeline creates a ticket and shows the spec toast', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openTechHelp(page);
    const submit = modal.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await modal.getByRole('textbox', { name: 'Subject' }).fill(uniqueText('Upload keeps spinning'));
    await expect(submit).toBeDisabled();
    await modal.getByRole('textbox', { name: 'Description' }).fill('The import step never finishes.');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Technical Suport ticket created', { exact: true })).toBeVisible();
    await expect(modal).toBeHidden();
    await expectAccessible(page, 'pipeline with the ticket toast');
  });

  test('empty fields show the spec messages', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/contact-support');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /Tech Help/ }).click();
    await main.getByRole('textbox', { name: 'Subject' }).focus();
    await main.getByRole('textbox', { name: 'Description' }).focus();
    await main.getByRole('heading', { name: 'Contact Support', level: 1 }).click();
    await expect(main.getByText('Subject can not be empty')).toBeVisible();
    await expect(main.getByText('Description can not be empty')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(/Subject can not be empty/);
    await expect(main.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(/Description can not be empty/);
    await expectAccessible(page, 'contact support with empty fields');
  });

  test('the subject stops at the contract limit', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openTechHelp(page);
    await modal.getByRole('textbox', { name: 'Subject' }).fill('x'.repeat(SUPPORT_SUBJECT_MAX_LENGTH + 20));
    await expect(modal.getByRole('textbox', { name: 'Subject' })).toHaveValue('x'.repeat(SUPPORT_SUBJECT_MAX_LENGTH));
    await expect(modal.getByText(`${SUPPORT_SUBJECT_MAX_LENGTH} / ${SUPPORT_SUBJECT_MAX_LENGTH} characters`)).toBeVisible();
    await expectAccessible(page, 'Contact Support modal at the subject limit', { include: '[role="dialog"]' });
  });

  test('a subject the services refuse shows their problem in the failure toast and keeps the draft', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    // The form cannot send a subject over the limit, so the request is lengthened on its way out:
    // the services' own check answers.
    await page.route('**/api/support/tickets', async (route) => {
      const body = route.request().postDataJSON() as SupportTicketCreateRequest;
      await route.continue({ postData: JSON.stringify({ ...body, subject: 'x'.repeat(SUPPORT_SUBJECT_MAX_LENGTH + 1) }) });
    });
    const modal = await openTechHelp(page);
    await modal.getByRole('textbox', { name: 'Subject' }).fill('Upload keeps spinning');
    await modal.getByRole('textbox', { name: 'Description' }).fill('The import step never finishes.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/support/tickets'));
    await modal.getByRole('button', { name: 'Submit' }).click();
    const refusal = await answer;
    expect(refusal.status()).toBe(400);
    const problem = (await refusal.json()) as ApiProblem;
    await expect(page.getByText(`creating a ticket: ${problem.detail || problem.title}`, { exact: true })).toBeVisible();
    await expect(modal.getByText('Your request could not be sent')).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Subject' })).toHaveValue('Upload keeps spinning');
    await expect(modal.getByRole('textbox', { name: 'Description' })).toHaveValue('The import step never finishes.');
    await expectAccessible(page, 'Contact Support modal: request refused', { include: '[role="dialog"]' });
  });

  test('a mail server failure shows the problem detail and keeps the draft', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const problem: ApiProblem = {
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      code: 'email-failed',
      detail: 'The mail server did not answer.',
    };
    await page.route('**/api/support/tickets', (route) =>
      route.fulfill({ status: 502, contentType: 'application/problem+json', body: JSON.stringify(problem) }),
    );
    const modal = await openTechHelp(page);
    await modal.getByRole('textbox', { name: 'Subject' }).fill('Upload keeps spinning');
    await modal.getByRole('textbox', { name: 'Description' }).fill('The import step never finishes.');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('creating a ticket: The mail server did not answer.', { exact: true })).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Subject' })).toHaveValue('Upload keeps spinning');
    await expect(modal.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expectAccessible(page, 'Contact Support modal: mail server failure', { include: '[role="dialog"]' });
  });

  test('internal users cannot choose Loan Help', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/contact-support');
    await expect(page.getByRole('main').getByRole('button', { name: /Loan Help/ })).toBeDisabled();
    await expect(page.getByRole('main').getByText('Loan Help is for broker and correspondent users.')).toBeVisible();
    await expectAccessible(page, 'contact support of an internal user');
  });
});

test.describe('training', () => {
  test('the Training Center lists the training pages, with its side menu', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/training');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Training Center' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Getting started with the portal' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Setting up the portal' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Training' }).getByRole('link', { name: 'Clearing conditions' })).toBeVisible();
    await expectAccessible(page, 'training center');
  });
});
