import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkTo } from 'shared-ui';

/** Resource links every portal has; pages an administrator publishes are listed before them. */
export const DEFAULT_RESOURCE_LINKS = [{ label: 'Changelogs', subPath: 'changelogs' }] as const;

export function ResourcesMenu({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  return (
    <Stack gap={2} component="nav" aria-label="Resources">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
        Resources
      </Text>
      {DEFAULT_RESOURCE_LINKS.map((link) => {
        const to = linkTo('resourcesPage', { pageSlug: link.subPath });
        return <NavLink key={to} component={Link} to={to} label={link.label} active={pathname.startsWith(to)} onClick={onNavigate} />;
      })}
    </Stack>
  );
}
