import type { KnowledgeSourceType } from 'shared-rules';

const segment = encodeURIComponent;

/** Every services path this remote calls, relative to the api base (`/api`). */
export const paths = {
  supportTickets: '/support/tickets',
  loanHelp: '/support/loan-help',
  internalUser: (id: string) => `/internal-users/${segment(id)}`,
  loan: (loanId: string) => `/loans/${segment(loanId)}`,
  knowledgeSearch: '/knowledge/search',
  knowledgeSearchClicks: '/knowledge/search-clicks',
  knowledgeDocuments: '/knowledge/documents',
  knowledgeDocument: (id: string) => `/knowledge/documents/${segment(id)}`,
  knowledgeDocumentRating: (id: string) => `/knowledge/documents/${segment(id)}/rating`,
  knowledgePage: (type: KnowledgeSourceType, slug: string) => `/knowledge/pages/${segment(type)}/${segment(slug)}`,
  knowledgeTaxonomy: '/knowledge/taxonomy',
  knowledgePdfUpload: '/knowledge/documents/pdf',
  knowledgeArchive: (id: string) => `/knowledge/documents/${segment(id)}/archive`,
  knowledgeExtract: (id: string) => `/knowledge/documents/${segment(id)}/extract`,
  knowledgeAdminDocuments: '/knowledge/admin/documents',
  knowledgeAudit: (id: string) => `/knowledge/admin/documents/${segment(id)}/audit`,
  knowledgeAdminTaxonomy: '/knowledge/admin/taxonomy',
  knowledgeTagRename: '/knowledge/admin/tags/rename',
  knowledgeAnalytics: '/knowledge/admin/analytics',
} as const;
