import { expect, test } from '../../tests/support/portal-test';
import { DEMO_USERS } from '../../tests/support/portal';
import { openSignedIn } from '../../tests/support/session';

test.describe('breadcrumbs name pages as the remotes declare them', () => {
  test("an account executive's broker pages, served by another remote below the AE pipeline", async ({ page }) => {
    await openSignedIn(page, DEMO_USERS.accountExecutive, '/ae-pipeline/users');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByText('Broker Contacts')).toHaveAttribute('aria-current', 'page');
    await expect(crumbs.getByRole('link', { name: 'AE Pipeline' })).toHaveAttribute('href', '/ae-pipeline');
    await expect(page).toHaveTitle(/^Broker Contacts · /);
    await page.goto('/ae-pipeline/orgs');
    await expect(crumbs.getByText('Broker Companies')).toHaveAttribute('aria-current', 'page');
    await expect(crumbs.getByText(/Orgs|Users/)).toHaveCount(0);
  });

  test("an administrator's pages of a shared route each by their own name", async ({ page }) => {
    await openSignedIn(page, DEMO_USERS.administrator, '/admin/ai/tools');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByText('Tools')).toHaveAttribute('aria-current', 'page');
    await expect(crumbs.getByRole('link', { name: 'AI Assistant' })).toHaveAttribute('href', '/admin/ai');
    await expect(crumbs.getByText('Ai', { exact: true })).toHaveCount(0);
    await page.goto('/admin/settings/branding');
    await expect(crumbs.getByText('Branding')).toHaveAttribute('aria-current', 'page');
    await expect(crumbs.getByText('Settings', { exact: true })).toHaveCount(0);
  });
});
