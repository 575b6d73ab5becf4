/**
 * Every admin page of the portal, grouped as the admin side menu groups them. The checklist and
 * the admin sidebar both render from this list, so a page is added once.
 */
export type AdminMenuGroup =
  | 'Settings'
  | 'Rules Engine'
  | 'Entity Management'
  | 'Content Management'
  | 'Other Settings'
  | 'Knowledge'
  | 'AI'
  | 'Instances';

export interface AdminPage {
  label: string;
  path: string;
  /**
   * The stored setting (GET /api/settings/:key) whose presence means the page is configured.
   * Absent for pages that manage records rather than one setting.
   */
  settingKey?: string;
  /** Records whose number says how far the page is set up (the rule sets behind Field Rules). */
  records?: 'rule-sets';
  /** One line that tells an administrator what the page controls. */
  summary: string;
}

export interface AdminPageGroup {
  group: AdminMenuGroup;
  pages: AdminPage[];
}

/*
 * The spec names the groups but not which page sits in which; the grouping below follows what a
 * lender's administrator looks for: portal-wide settings first, then the rules that gate loans,
 * the people and partners, what users read, and the operational pages last.
 */
export const ADMIN_PAGE_GROUPS: readonly AdminPageGroup[] = [
  {
    group: 'Settings',
    pages: [
      {
        label: 'General Settings',
        path: '/admin/settings/general-settings',
        settingKey: 'general-settings',
        summary: 'Channels that allow Non-QM products and portal-wide switches.',
      },
      {
        label: 'Company Information',
        path: '/admin/settings/company-information',
        settingKey: 'company-information',
        summary: 'The company name shown across the portal.',
      },
      { label: 'Branding', path: '/admin/settings/branding', settingKey: 'branding', summary: 'Brand name and light and dark logos.' },
      {
        label: 'Banner',
        path: '/admin/settings/banner',
        settingKey: 'banner',
        summary: 'Info banner message, colours and the dates it shows.',
      },
      {
        label: 'Email Settings',
        path: '/admin/settings/email-settings',
        settingKey: 'email-settings',
        summary: 'How the portal sends email, and the outbox of every email it wrote.',
      },
      {
        label: 'MFA Settings',
        path: '/admin/settings/mfa-settings',
        settingKey: 'mfa-settings',
        summary: 'Multi-factor sign-in requirements.',
      },
      {
        label: 'Integrations',
        path: '/admin/settings/integrations',
        settingKey: 'integrations',
        summary: 'Connections to the loan origination system and vendors.',
      },
      { label: 'Audit', path: '/admin/settings/audit', settingKey: 'audit', summary: 'What the portal records for audit.' },
    ],
  },
  {
    group: 'Rules Engine',
    pages: [
      { label: 'Field Rules', path: '/admin/field-rules', records: 'rule-sets', summary: 'Validation rules applied to loan fields.' },
      {
        label: 'Field Rules Audit',
        path: '/admin/field-rules/audit',
        summary: 'Who changed which rule set, when and what; compare versions and restore one.',
      },
      { label: 'Workflow', path: '/admin/settings/workflow', settingKey: 'workflow', summary: 'Workflow steps and tasks per channel.' },
      {
        label: 'Loan Upload',
        path: '/admin/settings/loan-upload',
        settingKey: 'loan-upload',
        summary: 'Loan-upload redirect rules and upload checks.',
      },
      {
        label: 'Conditions',
        path: '/admin/settings/conditions',
        settingKey: 'conditions',
        summary: 'How loan conditions are shown and cleared.',
      },
      {
        label: 'AUS Settings',
        path: '/admin/settings/aus-settings',
        settingKey: 'aus-settings',
        summary: 'Automated underwriting options.',
      },
    ],
  },
  {
    group: 'Entity Management',
    pages: [
      { label: 'Users', path: '/admin/users', summary: 'Internal and external portal users.' },
      { label: 'Partners', path: '/admin/settings/partners', settingKey: 'partners', summary: 'Partner organisations and their access.' },
      { label: 'Loan Folders', path: '/admin/settings/loan-folders', settingKey: 'loan-folders', summary: 'Folders loans move through.' },
      {
        label: 'Mortgagee Clause',
        path: '/admin/settings/mortgagee-clause',
        settingKey: 'mortgagee-clause',
        summary: 'The mortgagee clause printed on documents.',
      },
    ],
  },
  {
    group: 'Content Management',
    pages: [
      { label: 'Content Pages', path: '/admin/content-pages', summary: 'Pages listed under Resources and Training.' },
      {
        label: 'Help Pages',
        path: '/admin/settings/help-pages',
        settingKey: 'help-pages',
        summary: 'Help links shown in the top bar menus.',
      },
      { label: 'Help Center', path: '/admin/settings/help-center', settingKey: 'help-center', summary: 'What the help drawer offers.' },
      { label: 'Documents', path: '/admin/settings/documents', settingKey: 'documents', summary: 'Document types and upload rules.' },
      {
        label: 'Disclosure Message',
        path: '/admin/settings/disclosure-message',
        settingKey: 'disclosure-message',
        summary: 'The message shown with disclosures.',
      },
      { label: 'Assets', path: '/admin/assets', summary: 'Images and files used by content pages.' },
      { label: 'Changelogs', path: '/admin/changelogs', summary: 'Release notes shown to users.' },
    ],
  },
  {
    group: 'Other Settings',
    pages: [{ label: 'Error Logs', path: '/admin/error-logs', summary: 'Errors reported by the portal.' }],
  },
  {
    group: 'Knowledge',
    pages: [
      { label: 'Knowledge Documents', path: '/admin/knowledge/documents', summary: 'Documents the help center searches.' },
      { label: 'Knowledge Pages', path: '/admin/knowledge/pages', summary: 'Knowledge pages by type.' },
      { label: 'Knowledge Analytics', path: '/admin/knowledge/analytics', summary: 'What users search for and read.' },
      { label: 'Taxonomy', path: '/admin/knowledge/taxonomy', summary: 'Tags and audiences of documents.' },
    ],
  },
  {
    group: 'AI',
    pages: [
      { label: 'Assistant', path: '/admin/ai', summary: 'Overview of the in-app assistant.' },
      { label: 'Conversations', path: '/admin/ai/conversations', summary: 'Conversations users had with the assistant.' },
      { label: 'Tools', path: '/admin/ai/tools', summary: 'Actions the assistant may take.' },
      { label: 'Test Cases', path: '/admin/ai/test-cases', summary: 'Questions the assistant must answer well.' },
      { label: 'Test Runs', path: '/admin/ai/tests', summary: 'Results of assistant test runs.' },
      { label: 'Assistant Settings', path: '/admin/ai/settings', summary: 'Provider and behaviour of the assistant.' },
    ],
  },
  {
    group: 'Instances',
    pages: [{ label: 'Tenants', path: '/admin/tenants', summary: 'Portal instances and their synchronisation.' }],
  },
];

/** Every admin page in menu order. */
export function allAdminPages(): AdminPage[] {
  return ADMIN_PAGE_GROUPS.flatMap((group) => group.pages);
}

/** What the admin page at `path` is called (its menu label), or null when no admin page is there. */
export function adminPageTitle(path: string): string | null {
  return allAdminPages().find((page) => page.path === path)?.label ?? null;
}
