import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { getBus, truncateName, useProfile, linkTo } from 'shared-ui';
import { useSignOut } from '../auth/use-sign-out';
import { ChevronDownIcon, HeadsetIcon, LogoutIcon, UserIcon } from './icons';

/** Avatar menu: Account Settings, Contact Support, Sign Out. */
export function ProfileMenu() {
  const { profile } = useProfile();
  const signOut = useSignOut();
  const first = profile?.name.first ?? '';
  const full = profile ? `${profile.name.first} ${profile.name.last}` : '';
  const initials = profile ? `${profile.name.first[0] ?? ''}${profile.name.last[0] ?? ''}`.toUpperCase() : '';
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Profile menu" px={4} py={2} style={{ borderRadius: 999 }}>
          <Group gap={6} wrap="nowrap">
            {/* Decorative: the button is named "Profile menu" and shows the first name beside it. */}
            <Avatar src={profile?.profilePhoto?.url ?? null} alt="" radius="xl" size={32} color="brand">
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="lg">
              {truncateName(first, 15)}
            </Text>
            <ChevronDownIcon size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {profile && (
          <Menu.Label>
            {/* Divs, not paragraphs: a menu holds menu items and plain groups only (ARIA). */}
            <Text component="div" size="sm" fw={600} c="var(--mantine-color-text)">
              {truncateName(full, 30)}
            </Text>
            <Text component="div" size="xs" c="dimmed" truncate>
              {profile.email}
            </Text>
          </Menu.Label>
        )}
        <Menu.Item component={Link} to={linkTo('accountSettings', { page: 'profile' })} leftSection={<UserIcon size={16} />}>
          Account Settings
        </Menu.Item>
        <Menu.Item leftSection={<HeadsetIcon size={16} />} onClick={() => getBus().emit('host:open-modal', { modal: 'contact-support' })}>
          Contact Support
        </Menu.Item>
        <Menu.Divider />
        {/* Mantine's red item text is shade 6 (3.6:1 on white); the theme's red text colour meets AA. */}
        <Menu.Item color="red" c="var(--mantine-color-red-text)" leftSection={<LogoutIcon size={16} />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
