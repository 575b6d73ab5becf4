import type { PageRegistry } from 'shared-ui';

/**
 * Each /admin/settings/{page} editor by its slug; a page's code loads only when it is opened.
 * A slug missing here is "Page not found".
 */
export const SETTINGS_PAGES: PageRegistry = {
  'company-information': () => import('./pages/company-information-page'),
  'general-settings': () => import('./pages/general-settings-page'),
  'mfa-settings': () => import('./pages/mfa-settings-page'),
  integrations: () => import('./pages/integrations-page'),
  banner: () => import('./pages/banner-page'),
  branding: () => import('./pages/branding-page'),
  audit: () => import('./pages/audit-page'),
  'loan-upload': () => import('../loan-upload/loan-upload-page'),
  conditions: () => import('./pages/conditions-page'),
  'aus-settings': () => import('./pages/aus-settings-page'),
  partners: () => import('./pages/partners-page'),
  'loan-folders': () => import('./pages/loan-folders-page'),
  'mortgagee-clause': () => import('./pages/mortgagee-clause-page'),
  documents: () => import('./pages/documents-page'),
  'disclosure-message': () => import('./pages/disclosure-message-page'),
  'help-center': () => import('./pages/help-center-page'),
  'help-pages': () => import('../content-entries/help-pages-page'),
};
