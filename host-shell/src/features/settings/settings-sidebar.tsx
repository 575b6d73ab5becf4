import { NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useProfile } from 'shared-ui';
import { settingsLinksFor } from './settings-links';

/** The account settings menu (the host owns /settings/**). */
export default function SettingsSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { profile } = useProfile();
  return (
    <nav aria-label="Account settings">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py="xs">
        Account Settings
      </Text>
      {settingsLinksFor(profile).map((link) => (
        <NavLink key={link.to} component={Link} to={link.to} label={link.label} active={pathname === link.to} onClick={onNavigate} />
      ))}
    </nav>
  );
}
