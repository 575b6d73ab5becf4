import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

const POSITION_KEY = 'portal.chat-widget.bottom-offset';

test.describe('chat widget', () => {
  test('welcome bubble, then a panel that says the assistant is unavailable', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    const button = page.getByRole('button', { name: 'Open assistant' });
    await expect(button).toBeVisible();
    await expect(page.getByText('Questions about a loan or the portal?', { exact: false })).toBeVisible();
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    await expect(panel.getByText('The assistant is unavailable right now')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(page.getByText('Questions about a loan or the portal?', { exact: false })).toBeHidden();
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
    const after = await page.getByRole('button', { name: 'Open assistant' }).boundingBox();
    expect(Math.round(after!.y)).toBe(Math.round(before!.y - 200));
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
  });
});

test.describe('chat history', () => {
  test('has an honest empty state', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/chat-history');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Chat History', level: 1 })).toBeVisible();
    await expect(main.getByText('No conversations yet')).toBeVisible();
  });
});
