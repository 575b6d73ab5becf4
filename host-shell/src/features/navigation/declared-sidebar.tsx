import { NavLink, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import {
  type ComposedSidebarSection,
  type DeclaredNavItem,
  linkTo,
  listsNavItem,
  pathHasPrefix,
  type RemoteAdminSection,
  sidebarSectionsFor,
  useSetting,
  usePortalAdminSections,
  useRoles,
} from 'shared-ui';
import { RemoteSlot } from '../remotes/remote-slot';
import { usePortalNavigation } from './portal-navigation';

/** A part of a sidebar: a remote's section, or (under /admin) one admin group. */
export type SidebarBlock = ComposedSidebarSection | { kind: 'admin-group'; order: number; section: RemoteAdminSection };

const NO_ADMIN_SECTIONS: readonly RemoteAdminSection[] = [];

/**
 * The blocks of the sidebar of `pathname`, in order: the sections the remotes declare at the
 * longest prefix it lies under and, in the admin area, every remote's admin groups between them.
 */
export function useSidebarBlocks(pathname: string): SidebarBlock[] {
  const { sidebarSections } = usePortalNavigation();
  const adminSections = usePortalAdminSections(NO_ADMIN_SECTIONS);
  const sections = sidebarSectionsFor(sidebarSections, pathname);
  // The admin groups do not depend on the Administration remote: its own may fail, the others' stay.
  if (!pathHasPrefix(pathname, linkTo('admin'))) return sections;
  const groups = adminSections.map((section): SidebarBlock => ({ kind: 'admin-group', order: section.order, section }));
  return [...sections, ...groups].sort((a, b) => a.order - b.order);
}

function isActive(pathname: string, to: string): boolean {
  return pathname === to;
}

function DeclaredLinks({ items, pathname, onNavigate }: { items: DeclaredNavItem[]; pathname: string; onNavigate?: () => void }) {
  const roles = useRoles();
  const flags = useSetting('feature-flags').value;
  const listed = items.filter((declared) => listsNavItem(declared, { roles, flagOn: (flag) => flags[flag] }));
  return listed.map(({ item }) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={item.label}
      description={item.description}
      active={isActive(pathname, item.to)}
      onClick={onNavigate}
    />
  ));
}

function AdminGroup({ section, pathname, onNavigate }: { section: RemoteAdminSection; pathname: string; onNavigate?: () => void }) {
  return (
    <NavLink
      label={
        <Text size="sm" fw={600}>
          {section.group}
        </Text>
      }
      defaultOpened={section.pages.some((page) => pathHasPrefix(pathname, page.path))}
      childrenOffset="sm"
    >
      {section.pages.map((page) => (
        <NavLink
          key={page.path}
          component={Link}
          to={page.path}
          label={page.label}
          active={isActive(pathname, page.path)}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
      {children}
    </Text>
  );
}

/** The landmark's name: the first heading a section declares, else the area's ("Administration" under /admin). */
function landmarkName(blocks: readonly SidebarBlock[]): string {
  for (const block of blocks) if (block.kind === 'links' && block.heading) return block.heading;
  return blocks.some((block) => block.kind === 'admin-group') ? 'Administration' : 'Section';
}

/**
 * A sidebar drawn from the remotes' declarations: entries each shown to the users their page
 * admits, the admin groups, and the slots a remote fills itself (the loan tabs, the release notes).
 */
export function DeclaredSidebar({ blocks, pathname, onNavigate }: { blocks: SidebarBlock[]; pathname: string; onNavigate?: () => void }) {
  const listed = blocks.filter((block) => block.kind !== 'slot');
  const slots = blocks.filter((block): block is Extract<SidebarBlock, { kind: 'slot' }> => block.kind === 'slot');
  return (
    <>
      {listed.length > 0 && (
        <Stack gap={2} component="nav" aria-label={landmarkName(listed)}>
          {listed.map((block) => (
            <Fragment key={block.kind === 'admin-group' ? `group ${block.section.group}` : `${block.remote} ${block.order}`}>
              {block.kind === 'admin-group' ? (
                <AdminGroup section={block.section} pathname={pathname} onNavigate={onNavigate} />
              ) : (
                <>
                  {block.heading && <Heading>{block.heading}</Heading>}
                  <DeclaredLinks items={block.items} pathname={pathname} onNavigate={onNavigate} />
                </>
              )}
            </Fragment>
          ))}
        </Stack>
      )}
      {slots.map((block) => (
        <RemoteSlot key={block.slot} slot={block.slot} props={{ pathname, onNavigate }} />
      ))}
    </>
  );
}
