import { ActionIcon, Box, Burger, Button, Group, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AddLoanButton, getBus, useRoles, linkTo } from 'shared-ui';
import { NotificationsPopover } from '../notifications/notifications-popover';
import { GearIcon, HeadsetIcon, HelpIcon } from './icons';
import { PortalLogo } from './portal-logo';
import { PrimaryMenus } from './primary-menus';
import { ProfileMenu } from './profile-menu';

export interface TopBarProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
  onOpenHelp: () => void;
}

/** The navbar: logo, Resources and Training, then the actions; below md a burger opens "Navigation". */
export function TopBar({ navigationOpened, onToggleNavigation, onOpenHelp }: TopBarProps) {
  const { isAdmin } = useRoles();
  return (
    <Group h={60} px="md" justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={navigationOpened} onClick={onToggleNavigation} hiddenFrom="md" size="sm" aria-label="Open navigation" />
        <PortalLogo />
        <Group gap={0} visibleFrom="md" ml="md">
          <PrimaryMenus />
        </Group>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Box visibleFrom="sm">
          <AddLoanButton />
        </Box>
        <Group gap={0} visibleFrom="md" wrap="nowrap">
          <Button
            variant="subtle"
            color="gray"
            fw={500}
            leftSection={<HeadsetIcon size={18} />}
            onClick={() => getBus().emit('host:open-modal', { modal: 'contact-support' })}
          >
            Contact Support
          </Button>
          <Button variant="subtle" color="gray" fw={500} leftSection={<HelpIcon size={18} />} onClick={onOpenHelp}>
            Help
          </Button>
        </Group>
        <NotificationsPopover />
        {isAdmin && (
          <Tooltip label="Admin settings" withArrow>
            <ActionIcon component={Link} to={linkTo('admin')} variant="subtle" color="gray" size="lg" aria-label="Admin settings">
              <GearIcon />
            </ActionIcon>
          </Tooltip>
        )}
        <ProfileMenu />
      </Group>
    </Group>
  );
}
