import { Button, Menu, NavLink } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MenuLink } from 'shared-ui';
import { ChevronDownIcon } from './icons';
import { usePrimaryMenus } from './use-primary-menus';

/** An external entry opens in a new tab; a portal page goes through the router. */
function MenuEntry({ link }: { link: MenuLink }) {
  return link.external ? (
    <Menu.Item component="a" href={link.to} target="_blank" rel="noopener noreferrer">
      {link.label}
    </Menu.Item>
  ) : (
    <Menu.Item component={Link} to={link.to}>
      {link.label}
    </Menu.Item>
  );
}

function DrawerEntry({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  return link.external ? (
    <NavLink component="a" href={link.to} target="_blank" rel="noopener noreferrer" label={link.label} onClick={onNavigate} />
  ) : (
    <NavLink component={Link} to={link.to} label={link.label} onClick={onNavigate} />
  );
}

/** The dropdowns of the top bar (desktop): the areas' pages, then Resources and Training. */
export function PrimaryMenus() {
  const menus = usePrimaryMenus();
  return (
    <>
      {menus.map((menu) => (
        <Menu key={menu.label} position="bottom-start" withinPortal shadow="md" width={280}>
          <Menu.Target>
            <Button variant="subtle" color="gray" rightSection={<ChevronDownIcon size={14} />} fw={500}>
              {menu.label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.links.map((link) => (
              <MenuEntry key={`${link.label}-${link.to}`} link={link} />
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </>
  );
}

/** The same menus as nested links, for the mobile navigation drawer. */
export function PrimaryMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const menus = usePrimaryMenus();
  return (
    <>
      {menus.map((menu) => (
        <NavLink key={menu.label} component="button" label={menu.label} defaultOpened childrenOffset={12}>
          {menu.links.map((link) => (
            <DrawerEntry key={`${link.label}-${link.to}`} link={link} onNavigate={onNavigate} />
          ))}
        </NavLink>
      ))}
    </>
  );
}
