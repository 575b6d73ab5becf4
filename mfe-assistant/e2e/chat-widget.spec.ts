import type { Locator } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import { signInAs } from '../../tests/support/session';
import { expectAccessible } from '../../tests/support/accessibility';

const POSITION_KEY = 'portal.chat-widget.bottom-offset';
const WELCOME = 'Questions about a loan or the portal?';

/** Whether a click at the element's centre would reach it, i.e. nothing is stacked above it there. */
function isOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && node.contains(hit);
  });
}

test.describe('chat widget', () => {
  test('welcome bubble, then a conversation: a question and its streamed reply', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    const button = page.getByRole('button', { name: 'Open assistant' });
    await expect(button).toBeVisible();
    await expect(page.getByText(WELCOME, { exact: false })).toBeVisible();
    await expectAccessible(page, 'pipeline with the welcome bubble');
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    await expect(page.getByText(WELCOME, { exact: false })).toBeHidden();
    // The first open creates the conversation: the greeting shows and the message box takes input.
    const message = panel.getByRole('textbox', { name: 'Message' });
    await expect(message).toBeEnabled();
    await expect(panel.getByRole('article', { name: 'Assistant reply' }).first()).toBeVisible();
    await expectAccessible(page, 'Assistant panel', { include: '[role="dialog"]' });

    await message.fill('How do I extend a rate lock?');
    await message.press('Enter');
    await expect(panel.getByRole('article', { name: 'Your message' })).toContainText('How do I extend a rate lock?');
    await expect(panel.getByRole('article', { name: 'Assistant reply' })).toHaveCount(2);
    await expect(message).toBeEnabled();
    await expectAccessible(page, 'Assistant panel with a reply', { include: '[role="dialog"]' });
    await panel.getByRole('button', { name: 'Close assistant' }).click();
    await expect(panel).toBeHidden();
  });

  test('the button drags vertically and keeps its place after a reload', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    const button = page.getByRole('button', { name: 'Open assistant' });
    const before = await button.boundingBox();
    expect(before).not.toBeNull();
    const x = before!.x + before!.width / 2;
    const y = before!.y + before!.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 100, { steps: 5 });
    await page.mouse.move(x, y - 200, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Assistant' })).toBeHidden();
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), POSITION_KEY)).toBe('224');

    await page.reload();
    const moved = page.getByRole('button', { name: 'Open assistant' });
    await expect.poll(async () => Math.round((await moved.boundingBox())?.y ?? Number.NaN)).toBe(Math.round(before!.y - 200));
    await expectAccessible(page, 'pipeline with the assistant button moved');
  });

  test('the button stays at least 12px from the top edge', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    const button = page.getByRole('button', { name: 'Open assistant' });
    const box = await button.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.down();
    await page.mouse.move(box!.x + box!.width / 2, -500, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await button.boundingBox())!.y).toBe(12);
    await expectAccessible(page, 'pipeline with the assistant button at the top');
  });
});

test.describe('layering', () => {
  test('the Help drawer covers the button and the welcome bubble', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    const button = page.getByRole('button', { name: 'Open assistant' });
    const bubble = page.getByText(WELCOME, { exact: false });
    await expect(bubble).toBeVisible();
    await expect.poll(() => isOnTop(button)).toBe(true);
    await expect.poll(() => isOnTop(bubble)).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
    await expect.poll(() => isOnTop(button)).toBe(false);
    await expect.poll(() => isOnTop(bubble)).toBe(false);
    await expectAccessible(page, 'Help drawer', { include: '[role="dialog"]' });
  });

  test('the mobile Navigation drawer covers the button', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    const button = page.getByRole('button', { name: 'Open assistant' });
    await expect.poll(() => isOnTop(button)).toBe(true);
    await expectAccessible(page, 'pipeline on a tablet');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await expect.poll(() => isOnTop(button)).toBe(false);
    await expectAccessible(page, 'Navigation drawer', { include: '[role="dialog"]' });
  });
});

test.describe('chat history', () => {
  test('lists the conversation just held, reopens it and continues it in the widget', async ({ page }) => {
    await signInAs(page, 'lp@summit.test');
    await page.goto('/pipeline');
    await page.getByRole('button', { name: 'Open assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    const message = panel.getByRole('textbox', { name: 'Message' });
    await expect(message).toBeEnabled();
    await message.fill('What documents does an appraisal need?');
    await message.press('Enter');
    await expect(panel.getByRole('article', { name: 'Assistant reply' })).toHaveCount(2);
    await panel.getByRole('button', { name: 'Close assistant' }).click();

    await page.goto('/chat-history');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Chat History', level: 1 })).toBeVisible();
    const table = main.getByRole('table', { name: 'Conversations' });
    await expect(table).toBeVisible();
    await expectAccessible(page, 'chat history');

    await main.getByRole('searchbox', { name: 'Search conversations' }).fill('appraisal');
    await table.getByRole('link').first().click();
    await expect(main.getByRole('list', { name: 'Messages' })).toContainText('What documents does an appraisal need?');
    await expectAccessible(page, 'a past conversation');
    await main.getByRole('button', { name: 'Continue in assistant' }).click();
    await expect(page.getByRole('dialog', { name: 'Assistant' }).getByText('What documents does an appraisal need?')).toBeVisible();
  });
});

test.describe('without the socket', () => {
  test('sends as an event stream; a failed stream shows the error card and Retry sends again; a reply while closed counts on the badge', async ({
    page,
  }) => {
    // The socket never connects: every message goes as `POST …/stream`.
    await page.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
    await signInAs(page, 'both@summit.test');
    await page.goto('/pipeline');
    await page.getByRole('button', { name: 'Open assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    const message = panel.getByRole('textbox', { name: 'Message' });
    const replies = panel.getByRole('article', { name: 'Assistant reply' });
    await expect(message).toBeEnabled();
    await expect(replies).toHaveCount(1);

    await page.route('**/api/chat/conversations/*/stream', (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
    await message.fill('How do I extend a rate lock?');
    await message.press('Enter');
    const card = panel.getByRole('alert');
    await expect(card).toContainText('Your message was not sent');
    await expect(card).toContainText('The event stream failed: 503 Service Unavailable');
    await expect(panel.getByRole('article', { name: 'Your message' })).toHaveCount(0);
    await expect(replies).toHaveCount(1);
    await expect(message).toBeEnabled();
    await expectAccessible(page, 'Assistant panel with a failed send', { include: '[role="dialog"]' });

    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByRole('article', { name: 'Your message' })).toContainText('How do I extend a rate lock?');
    await expect(replies).toHaveCount(2);
    await expect(card).toBeHidden();

    // The next reply is held back until the panel is closed: it arrives on the badge.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      '**/api/chat/conversations/*/stream',
      async (route) => {
        const response = await route.fetch();
        await held;
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    await message.fill('Open my pipeline');
    await message.press('Enter');
    await panel.getByRole('button', { name: 'Close assistant' }).click();
    await expect(panel).toBeHidden();
    release();
    const withBadge = page.getByRole('button', { name: 'Open assistant, 1 new reply' });
    await expect(withBadge).toBeVisible();
    await expect(page.getByTestId('chat-widget-badge')).toHaveText('1');
    await withBadge.click();
    await expect(replies).toHaveCount(3);
    await expect(page.getByTestId('chat-widget-badge')).toBeHidden();
  });
});
