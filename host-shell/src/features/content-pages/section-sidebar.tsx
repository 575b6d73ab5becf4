import { NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { MenuLink } from './content-menus';
import { useContentMenus } from './use-content-menus';

/**
 * Spec (sidebars): the Training and Resources side menus list the same pages as the top bar's
 * dropdowns; an entry either opens its page or its external link in a new tab.
 */
export function SectionSidebar({ menu, onNavigate }: { menu: 'Resources' | 'Training'; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const links: MenuLink[] = useContentMenus().find((candidate) => candidate.label === menu)?.links ?? [];
  return (
    <nav aria-label={menu}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py="xs">
        {menu}
      </Text>
      {links.map((link) =>
        link.external ? (
          <NavLink
            key={`${link.label}-${link.to}`}
            component="a"
            href={link.to}
            target="_blank"
            rel="noopener noreferrer"
            label={link.label}
            description="Opens in a new tab"
          />
        ) : (
          <NavLink
            key={`${link.label}-${link.to}`}
            component={Link}
            to={link.to}
            label={link.label}
            active={pathname === link.to}
            onClick={onNavigate}
          />
        ),
      )}
    </nav>
  );
}
