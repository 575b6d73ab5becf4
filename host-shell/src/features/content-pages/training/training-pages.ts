import type { ComponentType } from 'react';

/** A training page the portal ships with: written in MDX, compiled at build time, loaded when opened. */
export interface TrainingPage {
  slug: string;
  title: string;
  summary: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** The default training pages (slug → lazy MDX module), in the order the menus list them. */
export const TRAINING_PAGES: readonly TrainingPage[] = [
  {
    slug: 'getting-started',
    title: 'Getting started with the portal',
    summary: 'Find your way around: the pipeline, a loan’s tabs, notifications and where to get help.',
    load: () => import('./pages/getting-started.mdx'),
  },
  {
    slug: 'submitting-a-loan',
    title: 'Submitting a loan with a MISMO file',
    summary: 'Export a MISMO 3.4 file from your LOS and turn it into a submitted loan in a few steps.',
    load: () => import('./pages/submitting-a-loan.mdx'),
  },
  {
    slug: 'clearing-conditions',
    title: 'Clearing conditions',
    summary: 'Read the conditions underwriting sets, upload what satisfies them and follow them to cleared.',
    load: () => import('./pages/clearing-conditions.mdx'),
  },
];

/** The shipped training page with this slug, if any. */
export function trainingPageBySlug(slug: string): TrainingPage | undefined {
  return TRAINING_PAGES.find((page) => page.slug === slug);
}
