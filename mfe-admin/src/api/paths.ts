/** Every services path this remote calls, relative to the api base (`/api`). */
export const paths = {
  ruleSets: '/rule-sets',
  ruleSet: (id: string) => `/rule-sets/${encodeURIComponent(id)}`,
  ruleSetVersions: (id: string) => `/rule-sets/${encodeURIComponent(id)}/versions`,
  ruleSetVersion: (id: string, version: number) => `/rule-sets/${encodeURIComponent(id)}/versions/${version}`,
  restoreRuleSetVersion: (id: string, version: number) => `/rule-sets/${encodeURIComponent(id)}/versions/${version}/restore`,
  latestRuleSetVersions: '/rule-set-versions/latest',
  tryRuleSet: '/rule-sets/try',
  loans: '/loans',
  workflows: '/workflows',
  workflow: (variant: string) => `/workflows/${encodeURIComponent(variant)}`,
  assets: '/assets',
  settingsAudit: '/settings-audit',
  emailSettings: '/admin/email-settings',
  outbox: '/admin/outbox',
  outboxEmail: (id: string) => `/admin/outbox/${encodeURIComponent(id)}`,
} as const;
