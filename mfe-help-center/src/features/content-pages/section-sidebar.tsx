import { NavLink, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { SidebarSlotProps } from 'shared-ui';
import type { ContentMenu } from './content-menu-items';
import { useSectionLinks } from './use-section-links';

/**
 * Spec (sidebars): the Training and Resources side menus list the same pages as the top bar's
 * dropdowns; an entry either opens its page or its external link in a new tab.
 */
export function SectionSidebar({ menu, pathname, onNavigate }: SidebarSlotProps & { menu: ContentMenu }) {
  const links = useSectionLinks(menu);
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
