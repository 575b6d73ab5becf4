import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { AddLoanButton, getBus } from 'shared-ui';
import { HeadsetIcon, HelpIcon } from '../navbar/icons';
import { PrimaryMenuLinks } from '../navbar/primary-menus';
import { SidebarContent } from './sidebar-frame';

export interface MobileNavigationProps {
  opened: boolean;
  onClose: () => void;
  pathname: string;
  onOpenHelp: () => void;
}

/** Below the md breakpoint: the top bar's menus and the page's sidebar in a drawer headed "Navigation". */
export function MobileNavigation({ opened, onClose, pathname, onOpenHelp }: MobileNavigationProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Navigation"
      size="min(80%, 500px)"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <Stack gap="xs">
        <AddLoanButton fullWidth />
        <PrimaryMenuLinks onNavigate={onClose} />
        <NavLink
          label="Contact Support"
          leftSection={<HeadsetIcon size={18} />}
          onClick={() => {
            onClose();
            getBus().emit('host:open-modal', { modal: 'contact-support' });
          }}
        />
        <NavLink
          label="Help"
          leftSection={<HelpIcon size={18} />}
          onClick={() => {
            onClose();
            onOpenHelp();
          }}
        />
        <Divider my="xs" />
        <SidebarContent pathname={pathname} onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
