import { linkTo } from 'shared-ui';
import { TRAINING_PAGES, trainingPagePath } from '../content-pages/training/training-pages';

export interface AdminTrainingLink {
  label: string;
  to: string;
}

/**
 * The admin training items below the admin side menu. The specification ties items to admin
 * training without naming them; these are what a new administrator needs first: how to set the
 * portal up, how to run its menus, pages and release notes, and the whole Training Center. The two
 * guides are the shipped training pages written for administrators (`TRAINING_PAGES`), listed by
 * their titles in the order the Training menu lists them.
 */
export const ADMIN_TRAINING_LINKS: readonly AdminTrainingLink[] = [
  ...TRAINING_PAGES.filter((page) => page.audience === 'administrators').map((page) => ({ label: page.title, to: trainingPagePath(page) })),
  { label: 'Training Center', to: linkTo('training') },
];
