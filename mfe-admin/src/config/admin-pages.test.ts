import { ADMIN_PAGE_GROUPS, allAdminPages } from './admin-pages';

const specAdminSettingsPages = [
  'email-settings',
  'integrations',
  'partners',
  'loan-folders',
  'loan-upload',
  'workflow',
  'banner',
  'branding',
  'company-information',
  'mortgagee-clause',
  'mfa-settings',
  'general-settings',
  'help-center',
  'help-pages',
  'documents',
  'conditions',
  'aus-settings',
  'disclosure-message',
  'audit',
];

describe('admin pages', () => {
  it('lists every admin settings page of the route table once', () => {
    const paths = allAdminPages().map((page) => page.path);
    for (const slug of specAdminSettingsPages) expect(paths).toContain(`/admin/settings/${slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses the admin side menu groups in their order', () => {
    expect(ADMIN_PAGE_GROUPS.map((group) => group.group)).toEqual([
      'Settings',
      'Rules Engine',
      'Entity Management',
      'Content Management',
      'Other Settings',
      'Knowledge',
      'AI',
      'Instances',
    ]);
  });

  it('reads the stored setting of each settings page by its slug', () => {
    for (const page of allAdminPages()) {
      if (page.path.startsWith('/admin/settings/')) expect(page.settingKey).toBe(page.path.slice('/admin/settings/'.length));
    }
  });
});
