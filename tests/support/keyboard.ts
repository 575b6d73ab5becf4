import { expect, type Locator, type Page } from '@playwright/test';

export interface TabToOptions {
  /** Move with Shift+Tab instead of Tab. */
  backwards?: boolean;
  /** Presses allowed before giving up; a control further away than this is out of a sensible order. */
  limit?: number;
}

/** Describes the focused element for a failure message: its tag, role and name as a user would hear them. */
function describeFocused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (the page body)';
    const role = element.getAttribute('role');
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
    return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}> "${name}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, then checks the
 * focus is shown there (`:focus-visible`). Fails naming every stop passed when `limit` presses
 * did not reach it.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 }: TabToOptions = {}): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const passed: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusVisible(target);
      return;
    }
    passed.push(await describeFocused(page));
  }
  throw new Error(`${key} pressed ${limit} times without reaching ${target}; focus went through:\n  ${passed.join('\n  ')}`);
}

/** The element has focus and the browser shows it (`:focus-visible`), so a sighted keyboard user sees where they are. */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => element.matches(':focus-visible')), `focus shown on ${target}`).toBe(true);
}

/** Focus is somewhere inside `container` (a modal, a drawer). */
export async function expectFocusWithin(container: Locator, what: string): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), { message: `focus inside ${what}` })
    .toBe(true);
}
