import { Drawer } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Ids Mantine derives the drawer's title id from (`${HELP_DRAWER_ID}-title`). */
const HELP_DRAWER_ID = 'help-drawer';

const isDrawer = (dialog: Element) => dialog.getAttribute('aria-labelledby') === `${HELP_DRAWER_ID}-title`;

/**
 * Whether an Escape is the help drawer's to handle. A dialog the drawer's content opens (the
 * document viewer) is a portal outside it, and Escape there closes only that dialog. Focus can
 * also sit outside every dialog (on the page, or on the body once a focused control re-renders):
 * then Escape still belongs to a dialog open over the drawer, if there is one.
 */
export function escapeBelongsToDrawer(target: EventTarget | null, openDialogs: Iterable<Element>): boolean {
  const dialog = target instanceof Element ? target.closest('[role="dialog"]') : null;
  if (dialog) return isDrawer(dialog);
  for (const open of openDialogs) if (!isDrawer(open)) return false;
  return true;
}

/** Spec: the help drawer is 500px wide, 400px in the legacy variant (the knowledge base turned off). */
export const HELP_DRAWER_WIDTH = { knowledgeBase: 500, legacy: 400 } as const;

export interface HelpDrawerProps {
  opened: boolean;
  /** 500px, or 400px for the legacy help center. */
  width?: number;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The help drawer the help center's slot fills. Mantine's own Escape handling listens on
 * the window before any dialog opened from inside the drawer can, which closed both at once; the
 * drawer closes on an Escape pressed in it (or outside any dialog) only.
 */
export function HelpDrawer({ opened, width = HELP_DRAWER_WIDTH.knowledgeBase, onClose, children }: HelpDrawerProps) {
  useWindowEvent('keydown', (event) => {
    if (
      opened &&
      event.key === 'Escape' &&
      !event.isComposing &&
      escapeBelongsToDrawer(event.target, document.querySelectorAll('[role="dialog"]'))
    )
      onClose();
  });
  return (
    <Drawer
      id={HELP_DRAWER_ID}
      opened={opened}
      onClose={onClose}
      closeOnEscape={false}
      position="right"
      size={width}
      title="Help"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Drawer>
  );
}
