/** Every services path this remote calls, relative to the api base (`/api`). */
export const paths = {
  ruleSets: '/rule-sets',
  workflows: '/workflows',
  workflow: (variant: string) => `/workflows/${encodeURIComponent(variant)}`,
  assets: '/assets',
  settingsAudit: '/settings-audit',
  emailSettings: '/admin/email-settings',
  outbox: '/admin/outbox',
  outboxEmail: (id: string) => `/admin/outbox/${encodeURIComponent(id)}`,
} as const;
