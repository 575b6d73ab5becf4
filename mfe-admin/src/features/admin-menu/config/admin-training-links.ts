import { linkTo } from 'shared-ui';

export interface AdminTrainingLink {
  label: string;
  to: string;
}

/**
 * The admin training items of the admin side menu. The specification ties items to admin
 * training without naming them; these are what a new administrator needs first: how to set the
 * portal up, how to run its menus, pages and release notes, and the whole Training Center. The two
 * guides ship with the portal (the host's MDX training pages shown to administrators only).
 */
export const ADMIN_TRAINING_LINKS: readonly AdminTrainingLink[] = [
  { label: 'Setting up the portal', to: linkTo('trainingPage', { pageSlug: 'setting-up-the-portal' }) },
  { label: 'Managing menus, pages and release notes', to: linkTo('trainingPage', { pageSlug: 'managing-content' }) },
  { label: 'Training Center', to: linkTo('training') },
];
