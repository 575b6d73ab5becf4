import { ADMINISTRATORS_PAGE, linkTo, type RemoteNavItem } from 'shared-ui';
import { TRAINING_PAGES, trainingPagePath } from './training/training-pages';

/** The top bar's dropdowns the content pages go in; their side menus list the same entries. */
export type ContentMenu = 'Resources' | 'Training';

/** A primary entry of the Resources or Training dropdown. */
export type ContentMenuItem = RemoteNavItem & { primary: true; menu: ContentMenu };

const shippedTrainingItems = TRAINING_PAGES.map(
  (page): ContentMenuItem => ({
    label: page.title,
    to: trainingPagePath(page),
    primary: true,
    menu: 'Training',
    // The route opens for every signed-in user (others are told the page is not found): the menus list the set-up guides for administrators only.
    ...(page.audience === 'administrators' ? { access: ADMINISTRATORS_PAGE } : {}),
  }),
);

/**
 * Spec §2 Menus: the portal's own entries of the Resources and Training dropdowns, which follow
 * the administrators' active entries (`help-pages`, `content-pages`). The remote declares them as
 * its primary nav items for the top bar, and the side menus of /resources and /training list them.
 */
export const CONTENT_MENU_ITEMS: readonly ContentMenuItem[] = [
  { label: 'All Resources', to: linkTo('resources'), primary: true, menu: 'Resources' },
  { label: 'Knowledge Base', to: linkTo('knowledge'), primary: true, menu: 'Resources', flag: 'knowledgeBase' },
  { label: 'Release Notes', to: linkTo('changelogs', {}), primary: true, menu: 'Resources' },
  ...shippedTrainingItems,
  { label: 'Training Center', to: linkTo('training'), primary: true, menu: 'Training' },
];
