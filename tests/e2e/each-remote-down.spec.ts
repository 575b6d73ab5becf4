import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { expectAccessible } from '../support/accessibility';
import { DEMO_USERS } from '../support/portal';
import { type RemoteName, REMOTE_ORIGINS, stopRemoteServer } from '../support/remotes';
import { signInAs } from '../support/session';

/** Where a user meets each remote, and what shows that it works. */
interface Area {
  /** Who can reach the area. */
  user: string;
  /** Opens the area as a user would and returns the frame the remote fills. */
  open(page: Page): Promise<Locator>;
  /** Resolves once the remote's own content shows in its frame (and elsewhere on the page, for a widget). */
  works(frame: Locator, page: Page): Promise<void>;
  /** Other places the remote fills on every page, checked for their own fence when it is down. */
  fencedElsewhere?(page: Page): Promise<void>;
}

const headingLevel1 = (name: string) => async (frame: Locator, _page?: Page) => {
  await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible();
};

const mainOf = async (page: Page, path: string) => {
  await page.goto(path);
  return page.getByRole('main');
};

const AREAS: Record<RemoteName, Area> = {
  mfe_loan: { user: DEMO_USERS.summitLoanOfficer, open: (page) => mainOf(page, '/pipeline'), works: headingLevel1('Pipeline') },
  mfe_admin: { user: DEMO_USERS.administrator, open: (page) => mainOf(page, '/admin'), works: headingLevel1('Settings checklist') },
  mfe_help_center: {
    user: DEMO_USERS.summitLoanOfficer,
    open: (page) => mainOf(page, '/knowledge'),
    works: headingLevel1('Knowledge Base'),
  },
  mfe_assistant: {
    user: DEMO_USERS.summitLoanOfficer,
    open: (page) => mainOf(page, '/chat-history'),
    works: async (frame, page) => {
      await headingLevel1('Chat History')(frame);
      await expect(page.getByRole('button', { name: 'Open assistant' })).toBeVisible();
    },
    // The floating widget's corner says the assistant is missing instead of losing its button silently.
    fencedElsewhere: async (page) => {
      await page.goto('/resources');
      await expect(page.getByRole('main').getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
      const corner = page.getByRole('alert').filter({ hasText: 'Assistant could not be loaded.' });
      await expect(corner).toBeInViewport();
      await expect(corner.getByRole('button', { name: 'Retry' })).toBeVisible();
    },
  },
  mfe_add_loan: {
    user: DEMO_USERS.summitLoanOfficer,
    // The wizard fills the host's Add Loan modal, opened from the top bar on a host page.
    open: async (page) => {
      await page.goto('/resources');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Add Loan', exact: true }).click();
      return page.getByRole('dialog', { name: 'Add Loan' });
    },
    works: async (frame) => {
      await expect(frame.getByRole('radio').first()).toBeVisible();
    },
  },
};

/** A signed-in page of `user` on which `dead` serves nothing, collecting uncaught errors. */
async function pageWithRemoteDown(browser: Browser, user: string, dead: RemoteName) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await stopRemoteServer(page, dead);
  await signInAs(page, user);
  return { page, errors, close: () => context.close() };
}

for (const dead of Object.keys(REMOTE_ORIGINS) as RemoteName[]) {
  test(`with ${dead} down, its area is fenced with Retry and the shell and every other remote keep working`, async ({ browser }) => {
    const pages = new Map<string, Awaited<ReturnType<typeof pageWithRemoteDown>>>();
    const pageOf = async (user: string) => {
      if (!pages.has(user)) pages.set(user, await pageWithRemoteDown(browser, user, dead));
      return pages.get(user)!;
    };
    try {
      const deadArea = AREAS[dead];
      const { page } = await pageOf(deadArea.user);
      const frame = await deadArea.open(page);
      await expect(frame.getByRole('heading', { name: 'This area is temporarily unavailable' })).toBeVisible();
      await expect(frame.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
      await deadArea.fencedElsewhere?.(page);
      await expectAccessible(page, `${dead} fenced while its server is down`);

      for (const [alive, area] of Object.entries(AREAS).filter(([name]) => name !== dead)) {
        const { page: alivePage } = await pageOf(area.user);
        const aliveFrame = await area.open(alivePage);
        await area.works(aliveFrame, alivePage);
        await expect(aliveFrame.getByText('This area is temporarily unavailable'), `${alive} with ${dead} down`).toHaveCount(0);
        if (area === AREAS.mfe_add_loan) await alivePage.keyboard.press('Escape');
      }
      for (const { errors } of pages.values()) expect(errors, 'uncaught errors in the page').toEqual([]);
    } finally {
      for (const { close } of pages.values()) await close();
    }
  });
}
