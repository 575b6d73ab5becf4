import { matchPath } from 'react-router-dom';
import type { KnowledgePageTag } from 'shared-rules';
import { modalFromQuery } from 'shared-ui';

type Topics = readonly KnowledgePageTag[];
type Params = Readonly<Record<string, string | undefined>>;

/** The topics of each loan tab (and LE/CD Preview's sub-tabs), by the tab's address. */
const LOAN_TAB_TOPICS: Readonly<Record<string, Topics>> = {
  workflow: ['loan-workflow'],
  summary: ['loan-summary', 'loan-workflow'],
  'loan-data': ['urla'],
  urla: ['urla'],
  additional: ['state-specific-data'],
  credit: ['loan-workflow'],
  pricer: ['pricing', 'locks'],
  fees: ['disclosures'],
  aus: ['loan-workflow'],
  preview: ['le-cd-preview', 'disclosures'],
  'disclosure-tracking': ['disclosures', 'trid'],
  esign: ['disclosures'],
  conditions: ['conditions'],
  documents: ['documents'],
  'homeowners-insurance': ['documents'],
  appraisals: ['documents'],
  'title-companies': ['contacts'],
  'change-of-circumstance': ['disclosures', 'trid'],
  'schedule-closing': ['loan-workflow'],
  contacts: ['contacts'],
};

/** The topics of each administrator settings page that has its own. */
const ADMIN_SETTINGS_TOPICS: Readonly<Record<string, Topics>> = {
  'loan-upload': ['mismo-import', 'settings'],
  workflow: ['loan-workflow', 'settings'],
  conditions: ['conditions', 'settings'],
  'help-center': ['knowledge-base', 'settings'],
  'help-pages': ['knowledge-base', 'settings'],
  'mfa-settings': ['security', 'settings'],
};

/**
 * Which knowledge topics (shared-rules' `KNOWLEDGE_PAGE_TAGS`, the seeded documents' tags) the help
 * drawer suggests documents for, by page. The first pattern that matches wins, so the more
 * specific patterns come first. A page not listed gets none, and the drawer suggests the most
 * recently updated documents instead.
 */
const PAGE_TOPIC_RULES: ReadonlyArray<{ pattern: string; topics: Topics | ((params: Params) => Topics) }> = [
  { pattern: '/pipeline', topics: ['pipeline', 'getting-started'] },
  { pattern: '/dashboard', topics: ['getting-started', 'pipeline'] },
  { pattern: '/quick-pricer', topics: ['pricing', 'locks'] },
  { pattern: '/ae-pipeline/users', topics: ['users', 'administration'] },
  { pattern: '/ae-pipeline/orgs', topics: ['organizations', 'administration'] },
  { pattern: '/ae-pipeline', topics: ['pipeline', 'administration'] },
  { pattern: '/loan/:loanId/:tab/*', topics: ({ tab }) => LOAN_TAB_TOPICS[tab ?? ''] ?? ['loan-workflow'] },
  { pattern: '/loan/:loanId', topics: ['loan-workflow'] },
  { pattern: '/settings/*', topics: ['account-settings', 'notifications', 'security'] },
  { pattern: '/admin/field-rules/*', topics: ['field-rules'] },
  { pattern: '/admin/knowledge/*', topics: ['knowledge-base', 'administration'] },
  { pattern: '/admin/ai/*', topics: ['assistant', 'administration'] },
  { pattern: '/admin/settings/:page', topics: ({ page }) => ADMIN_SETTINGS_TOPICS[page ?? ''] ?? ['settings', 'administration'] },
  { pattern: '/admin/*', topics: ['administration'] },
  { pattern: '/knowledge/*', topics: ['knowledge-base'] },
  { pattern: '/contact-support', topics: ['support'] },
  { pattern: '/chat-history/*', topics: ['assistant'] },
];

/** The topics of the Add Loan wizard, open over any page (`?modal=add-loan`). */
const ADD_LOAN_TOPICS: Topics = ['add-loan', 'mismo-import', 'channels'];

/**
 * The knowledge topics of the page at `pathname` with the query `search` (`?modal=add-loan` means
 * the Add Loan wizard is what the user is looking at); an empty list when the page has none.
 */
export function pageTagsFor(pathname: string, search = ''): string[] {
  if (modalFromQuery(new URLSearchParams(search))?.modal === 'add-loan') return [...ADD_LOAN_TOPICS];
  for (const rule of PAGE_TOPIC_RULES) {
    const match = matchPath({ path: rule.pattern, end: true }, pathname);
    if (match) return [...(typeof rule.topics === 'function' ? rule.topics(match.params) : rule.topics)];
  }
  return [];
}
