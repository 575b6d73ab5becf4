import type { ComponentType } from 'react';
import { linkTo, type MenuLink } from 'shared-ui';

/** A training page the portal ships with: written in MDX, compiled at build time, loaded when opened. */
export interface TrainingPage {
  slug: string;
  title: string;
  summary: string;
  /** Who the page is for: the administrators' set-up guides are not listed or opened for others. */
  audience: 'everyone' | 'administrators';
  load: () => Promise<{ default: ComponentType }>;
}

/** The default training pages (slug → lazy MDX module), in the order the menus list them. */
export const TRAINING_PAGES: readonly TrainingPage[] = [
  {
    slug: 'getting-started',
    title: 'Getting started with the portal',
    summary: 'Find your way around: the pipeline, a loan’s tabs, notifications and where to get help.',
    audience: 'everyone',
    load: () => import('./pages/getting-started.mdx'),
  },
  {
    slug: 'submitting-a-loan',
    title: 'Submitting a loan with a MISMO file',
    summary: 'Export a MISMO 3.4 file from your LOS and turn it into a submitted loan in a few steps.',
    audience: 'everyone',
    load: () => import('./pages/submitting-a-loan.mdx'),
  },
  {
    slug: 'clearing-conditions',
    title: 'Clearing conditions',
    summary: 'Read the conditions underwriting sets, upload what satisfies them and follow them to cleared.',
    audience: 'everyone',
    load: () => import('./pages/clearing-conditions.mdx'),
  },
  {
    slug: 'setting-up-the-portal',
    title: 'Setting up the portal',
    summary: 'For administrators: the settings checklist, page by page, from branding to the loan-upload rules.',
    audience: 'administrators',
    load: () => import('./pages/setting-up-the-portal.mdx'),
  },
  {
    slug: 'managing-content',
    title: 'Managing menus, pages and release notes',
    summary: 'For administrators: the Resources and Training menus, the banner, release notes and assets.',
    audience: 'administrators',
    load: () => import('./pages/managing-content.mdx'),
  },
];

/** The shipped training pages a user may open: administrators see their set-up guides too. */
export function trainingPagesFor(isAdmin: boolean): TrainingPage[] {
  return TRAINING_PAGES.filter((page) => page.audience === 'everyone' || isAdmin);
}

/** The shipped training page with this slug, if any. */
export function trainingPageBySlug(slug: string, isAdmin: boolean): TrainingPage | undefined {
  return trainingPagesFor(isAdmin).find((page) => page.slug === slug);
}

/** Where a shipped training page opens: `/training/{slug}`. */
export function trainingPagePath(page: Pick<TrainingPage, 'slug'>): string {
  return linkTo('trainingPage', { pageSlug: page.slug });
}

/** The shipped training pages a user may open, as the Training Center lists them after the administrators' pages. */
export function shippedTrainingLinks(isAdmin: boolean): MenuLink[] {
  return trainingPagesFor(isAdmin).map((page) => ({ label: page.title, to: trainingPagePath(page), external: false }));
}
