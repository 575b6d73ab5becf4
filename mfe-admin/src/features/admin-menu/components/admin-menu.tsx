import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkTo } from 'shared-ui';
import { ADMIN_PAGE_GROUPS } from '../../../config/admin-pages';
import { AdminTrainingNotice } from './admin-training-notice';

export interface AdminMenuProps {
  pathname: string;
  onNavigate?: () => void;
}

/** The admin side menu: the checklist, every admin page under its group, and the admin training items. */
export function AdminMenu({ pathname, onNavigate }: AdminMenuProps) {
  return (
    <>
      <Stack gap={2} component="nav" aria-label="Administration">
        <NavLink
          component={Link}
          to={linkTo('admin')}
          label="Settings checklist"
          active={pathname === linkTo('admin')}
          onClick={onNavigate}
        />
        {ADMIN_PAGE_GROUPS.map((group) => (
          <NavLink
            key={group.group}
            label={
              <Text size="sm" fw={600}>
                {group.group}
              </Text>
            }
            defaultOpened={group.pages.some((page) => pathname === page.path || pathname.startsWith(`${page.path}/`))}
            childrenOffset="sm"
          >
            {group.pages.map((page) => (
              <NavLink
                key={page.path}
                component={Link}
                to={page.path}
                label={page.label}
                active={pathname === page.path}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ))}
      </Stack>
      <AdminTrainingNotice onNavigate={onNavigate} />
    </>
  );
}
