import { expect, test, type Locator } from '@playwright/test';
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
  test('welcome bubble, then a panel that says the assistant is unavailable', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    const button = page.getByRole('button', { name: 'Open assistant' });
    await expect(button).toBeVisible();
    await expect(page.getByText(WELCOME, { exact: false })).toBeVisible();
    await expectAccessible(page, 'pipeline with the welcome bubble');
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    await expect(panel.getByText('The assistant is unavailable right now')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expectAccessible(page, 'Assistant panel', { include: '[role="dialog"]' });
    await expect(page.getByText(WELCOME, { exact: false })).toBeHidden();
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
  test('has an honest empty state', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/chat-history');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Chat History', level: 1 })).toBeVisible();
    await expect(main.getByText('No conversations yet')).toBeVisible();
    await expectAccessible(page, 'chat history');
  });
});
