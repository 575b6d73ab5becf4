import { expect, test } from '../support/portal-test';
import type { ChatTicketRequest } from 'shared-rules';
import { expectAccessible } from '../support/accessibility';
import { DEMO_USERS, socketReady } from '../support/portal';
import { openSignedIn } from '../support/session';

// A Summit loan seeded with open conditions.
const LOAN_ID = 'loan-demo-03';

test('a loan officer asks the assistant what is missing on a loan, follows it to the conditions, then asks for a person and a ticket carries the transcript', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, `/loan/${LOAN_ID}/summary`);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Loan \d+$/);
  const loanNumber = ((await heading.textContent()) ?? '').replace('Loan ', '');

  // Away from the loan, so the assistant finds it by its number alone.
  const connected = socketReady(page);
  await page.goto('/pipeline');
  await connected;
  await page.getByRole('button', { name: /^Open assistant/ }).click();
  const panel = page.getByRole('dialog', { name: 'Assistant' });
  const message = panel.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeEnabled();

  await message.fill(`What is missing on loan ${loanNumber}?`);
  await message.press('Enter');
  const reply = panel.getByRole('article', { name: 'Assistant reply' }).last();
  await expect(reply).toContainText(loanNumber);
  await expect(reply).toContainText(/condition/i);
  const openConditions = reply.getByRole('button', { name: 'Open the conditions' });
  await expect(openConditions).toBeVisible();
  await expectAccessible(page, 'assistant reply with actions', { include: '[role="dialog"]' });

  await openConditions.click();
  await expect(page).toHaveURL(new RegExp(`/loan/${LOAN_ID}/conditions$`));
  await expect(page.getByRole('main').getByRole('heading', { name: 'Conditions', level: 2, exact: true })).toBeVisible();

  // Asking for a person offers the account executive and a ticket; the ticket takes the transcript.
  if (!(await panel.isVisible())) await page.getByRole('button', { name: /^Open assistant/ }).click();
  await message.fill('I would like to talk to a person about this loan');
  await message.press('Enter');
  const contact = panel.getByRole('article', { name: 'Assistant reply' }).last();
  await expect(contact.getByRole('button', { name: 'Create a support ticket' })).toBeVisible();
  await contact.getByRole('button', { name: 'Create a support ticket' }).click();
  const support = page.getByRole('dialog', { name: 'Contact support' });
  await expect(support.getByRole('checkbox', { name: "Include this conversation's transcript" })).toBeChecked();
  await expectAccessible(page, 'assistant support dialog', { include: '.mantine-Modal-content' });
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/chat/support-ticket') && request.method() === 'POST');
  await support.getByRole('button', { name: 'Create ticket' }).click();
  const body = (await sent).postDataJSON() as ChatTicketRequest;
  expect(body).toMatchObject({ includeTranscript: true });
  await expect(page.getByText(/^Ticket .+ created$/)).toBeVisible();
});
