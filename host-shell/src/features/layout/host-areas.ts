import { linkTo, type PageDeclaration } from 'shared-ui';
import { ACCOUNT_SETTINGS_PAGES } from '../settings/settings-links';

/** An area of the portal as the breadcrumbs see it: the host's own, or a remote's. */
export interface CrumbArea {
  label: string;
  /** Where the area's crumb leads; null when the area has no page of its own. */
  home: string | null;
  /** The pages the area declares, or null while they are not known (a remote whose module has not loaded yet). */
  pages: readonly PageDeclaration[] | null;
}

/**
 * The host's own areas by first path segment, with the pages it serves there (the account
 * settings; every other area is a remote's, named by its module's `areas` or its label).
 */
export const HOST_AREAS: Readonly<Record<string, CrumbArea>> = {
  settings: {
    label: 'Account Settings',
    home: linkTo('accountSettings', { page: 'profile' }),
    pages: ACCOUNT_SETTINGS_PAGES.map(({ page, label }) => ({ path: linkTo('accountSettings', { page }), title: label })),
  },
};
