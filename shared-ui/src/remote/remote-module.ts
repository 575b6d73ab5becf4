import type { ComponentType } from 'react';
import type { FeatureFlag } from 'shared-rules';
import type { AddLoanModalParams } from '../bus/events';
import type { LiveTag } from '../socket/reconnect-catch-up';
import type { PageAccess } from './page-access';

/** A lazily imported React component: pages and slots are always code-split. */
export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Props the host hands to each named slot. The host owns the frame (drawer, modal, sidebar
 * column) and its width; the remote fills the content.
 */
export interface SlotPropsMap {
  /** Left sidebar for /loan/**: the loan tabs. */
  'loan-sidebar': SidebarSlotProps;
  /** Left sidebar for /training/** (the remote that owns help content answers it). */
  'training-sidebar': SidebarSlotProps;
  /** Left sidebar for /resources/** (the remote that owns help content answers it). */
  'resources-sidebar': SidebarSlotProps;
  /** Left sidebar for /resources/changelogs: the release notes by year and month. */
  'changelogs-sidebar': SidebarSlotProps;
  /** Below the admin menu of /admin/**: what a new administrator should read first. */
  'admin-sidebar-footer': SidebarSlotProps;
  /** Content of the right help drawer (the host renders the 500px drawer). */
  'help-drawer': { onClose: () => void };
  /** Content of the Contact Support modal (the host renders the 500px modal). */
  'contact-support-modal': { onClose: () => void; loanId?: string };
  /** Content of the Loan Help drawer (the host renders the 500px drawer for `?modal=loan-help`). */
  'loan-help-drawer': { onClose: () => void; loanId?: string };
  /** Content of the Technical Issue drawer (the host renders the 500px drawer for `?modal=technical-issue`). */
  'technical-issue-drawer': { onClose: () => void; loanId?: string };
  /** Content of the Add Loan modal (the host renders the 600px modal for `?modal=add-loan`). */
  'add-loan-modal': { onClose: () => void; params: AddLoanModalParams };
  /** The floating assistant widget, rendered once for signed-in users. */
  'chat-widget': Record<string, never>;
  /** The release notes a signed-in user has not read yet, shown once after sign-in (the remote decides whether to open). */
  'release-notes': Record<string, never>;
}

export type SlotName = keyof SlotPropsMap;

/** The slots that fill the left sidebar frame (a remote's sidebar sections name them by path prefix). */
export type SidebarSlotName = {
  [S in SlotName]: [SlotPropsMap[S]] extends [SidebarSlotProps] ? ([SidebarSlotProps] extends [SlotPropsMap[S]] ? S : never) : never;
}[SlotName];

export interface SidebarSlotProps {
  /** Current location path, so the sidebar can highlight the active item. */
  pathname: string;
  /** Called after the user follows a link (closes the mobile navigation drawer). */
  onNavigate?: () => void;
}

/**
 * What a page is called (its breadcrumb and the window's title). A route that opens several pages
 * (`/admin/settings/:page`) names each from the path's parameters; null for a parameter it has no
 * page for.
 */
export type RouteTitle = string | ((params: Readonly<Record<string, string | undefined>>) => string | null);

export interface RemoteRoute {
  /**
   * Absolute react-router path, e.g. `/pipeline` or `/loan/:loanId/:tab`. It must start with
   * one of the prefixes the remote declares in remotes.json, or the host never routes to it.
   */
  path: string;
  /** What the page is called: the breadcrumbs name it so, never by its address. */
  title: RouteTitle;
  /**
   * Who may open the page (`ANY_SIGNED_IN_USER`, `ADMINISTRATORS_PAGE`, `pageFor(roles, audience)`):
   * every route says it, and the host checks it before the page's code loads.
   */
  access: PageAccess;
  component: LazyComponent;
}

/**
 * A navigation entry a remote offers. `to` is the path of one of the remote's pages: the host
 * shows the entry only to the users that page's route admits (its `access`), so a menu never
 * offers a page its reader may not open.
 */
export interface RemoteNavItem {
  label: string;
  to: string;
  /**
   * In the top bar's primary navigation (and the mobile navigation drawer), under the remote's
   * label. Entries without it are listed by the remote's standalone harness only.
   */
  primary?: boolean;
  /** A second line under the label, where a sidebar lists the entry. */
  description?: string;
  /**
   * The top-bar dropdown a primary entry goes in when it is not the remote's own (`Resources`,
   * `Training`): dropdowns of the same name from several remotes are one.
   */
  menu?: string;
  /** Listed only while this feature flag is on (the Knowledge Base entry needs `knowledgeBase`). */
  flag?: FeatureFlag;
  /**
   * Who the entry is listed for when that is narrower than who may open its page (the
   * administrators' training guides sit on a route every signed-in user opens).
   */
  access?: PageAccess;
}

/**
 * What a remote puts in the left sidebar of the paths under `prefix`. The host draws the sidebar
 * of a path from every section declared at the longest prefix the path lies under, in `order`
 * (lower first): entries it lists itself (each shown to the users its page admits), or a slot the
 * remote fills when the sidebar depends on the page's data (the loan tabs).
 */
export type RemoteSidebarSection = {
  /** The paths the section belongs to: `/ae-pipeline` holds `/ae-pipeline/users`. */
  prefix: string;
  /** Where the section sits among every remote's sections of the same sidebar. */
  order: number;
} & (
  | {
      /** The heading above the entries (the first section's names the sidebar's navigation landmark). */
      heading?: string;
      items: RemoteNavItem[];
    }
  | { slot: SidebarSlotName }
);

/** An area of the portal a remote owns, as the breadcrumbs name it. */
export interface RemoteArea {
  prefix: string;
  label: string;
  home: string;
}

/** An admin page as the admin menu and the settings checklist list it. */
export interface RemoteAdminPage {
  label: string;
  path: string;
  /** One line that tells an administrator what the page controls. */
  summary: string;
  /**
   * The stored setting (GET /api/settings/:key) whose presence means the page is configured.
   * Absent for pages that manage records rather than one setting.
   */
  settingKey?: string;
  /** Records whose number says how far the page is set up (the rule sets behind Field Rules). */
  records?: 'rule-sets';
}

/**
 * A group of the admin menu a remote brings (`Knowledge`, `AI`). The host draws the admin
 * sidebar, and the settings checklist lists the pages, from every remote's groups in `order`.
 */
export interface RemoteAdminSection {
  group: string;
  order: number;
  pages: RemoteAdminPage[];
}

/**
 * What a remote's exposed `./remote` module default-exports. Pure data plus lazy imports:
 * loading it must not render anything or fetch anything beyond the remote's slice injection.
 */
export interface RemoteModule {
  /** Federation name, the same as remotes.json `name` (`mfe_loan`). */
  id: string;
  title: string;
  routes: RemoteRoute[];
  navItems?: RemoteNavItem[];
  /** The remote's parts of the left sidebars, by path prefix. */
  sidebarSections?: RemoteSidebarSection[];
  /** The remote's groups of the admin menu; each page is one of the remote's routes. */
  adminSections?: RemoteAdminSection[];
  /**
   * What the breadcrumbs call the areas under these prefixes, where that is not the remote's label
   * (`/resources` is "Resources", not "Help Center"), and where the area's crumb leads.
   */
  areas?: RemoteArea[];
  slots?: { [S in SlotName]?: LazyComponent<SlotPropsMap[S]> };
  /**
   * The cache tags of the data this remote's socket events keep fresh (e.g. `Loan`): after a
   * reconnect the host refetches every such query on screen, so a remote writes no reconnect code.
   */
  liveTags?: readonly LiveTag[];
}

/** Identity helper that type-checks a remote's declaration where it is written. */
export function defineRemoteModule(module: RemoteModule): RemoteModule {
  return module;
}
