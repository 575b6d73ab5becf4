import { ADMIN_SECTIONS, allAdminPages } from './admin-pages';

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

  it('declares its admin side menu groups in their order, leaving room for the knowledge (60) and assistant (70) groups', () => {
    expect(ADMIN_SECTIONS.map((group) => [group.group, group.order])).toEqual([
      ['Settings', 10],
      ['Rules Engine', 20],
      ['Entity Management', 30],
      ['Content Management', 40],
      ['Other Settings', 50],
      ['Instances', 80],
    ]);
  });

  it('reads the stored setting of each settings page by its slug', () => {
    for (const page of allAdminPages()) {
      if (page.path.startsWith('/admin/settings/')) expect(page.settingKey).toBe(page.path.slice('/admin/settings/'.length));
    }
  });
});
