import { linkTo } from 'shared-ui';

export interface AdminTrainingLink {
  label: string;
  to: string;
}

/**
 * The admin training items of the admin side menu. The specification ties items to admin
 * training without naming them; these are what a new administrator needs first: how to set the
 * portal up, the training videos, and the whole Training Center. The two pages are content pages
 * (`/training/{subPath}`) a lender fills under Content Pages.
 */
export const ADMIN_TRAINING_LINKS: readonly AdminTrainingLink[] = [
  { label: 'Setting up the portal', to: linkTo('trainingPage', { pageSlug: 'setting-up-the-portal' }) },
  { label: 'Admin training videos', to: linkTo('trainingPage', { pageSlug: 'admin-training-videos' }) },
  { label: 'Training Center', to: linkTo('training') },
];
