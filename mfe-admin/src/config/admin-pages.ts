import type { RemoteAdminPage, RemoteAdminSection } from 'shared-ui';

/** An admin page of this remote, as the admin menu and the settings checklist list it. */
export type AdminPage = RemoteAdminPage;

/*
 * The spec names the groups but not which page sits in which; the grouping below follows what a
 * lender's administrator looks for: portal-wide settings first, then the rules that gate loans,
 * the people and partners, what users read, and the operational pages last. The help center's
 * Knowledge group (order 60) and the assistant's AI group (70) sit between Other Settings and
 * Instances; each remote declares its own.
 */
export const ADMIN_SECTIONS: readonly RemoteAdminSection[] = [
  {
    group: 'Settings',
    order: 10,
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
    order: 20,
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
    order: 30,
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
    order: 40,
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
    order: 50,
    pages: [
      { label: 'Error Logs', path: '/admin/error-logs', summary: 'Errors reported by the portal.' },
      { label: 'Webhooks', path: '/admin/webhooks', summary: 'Partner systems told when a loan changes, and their delivery log.' },
    ],
  },
  {
    group: 'Instances',
    order: 80,
    pages: [{ label: 'Tenants', path: '/admin/tenants', summary: 'Portal instances and their synchronisation.' }],
  },
];

/** Every admin page of this remote in menu order. */
export function allAdminPages(): AdminPage[] {
  return ADMIN_SECTIONS.flatMap((group) => group.pages);
}
