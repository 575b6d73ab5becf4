import { AppShell, Button, Drawer, Group, Modal, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense, lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import {
  PageLoader,
  RemoteErrorBoundary,
  getBus,
  signedOut,
  useAppDispatch,
  useBusEvent,
  type RemoteModule,
  type SidebarSlotProps,
  type SlotName,
  type SlotPropsMap,
} from 'shared-ui';

const SIDEBAR_SLOTS = ['loan-sidebar', 'ae-sidebar', 'admin-sidebar', 'training-sidebar', 'resources-sidebar'] as const;

function useSlot<S extends SlotName>(remote: RemoteModule, slot: S): ComponentType<SlotPropsMap[S]> | null {
  return useMemo(() => {
    const loader = remote.slots?.[slot];
    return loader ? (lazy(loader) as unknown as ComponentType<SlotPropsMap[S]>) : null;
  }, [remote, slot]);
}

/** A mock portal shell around one remote: its routes, its slots, and the host requests it makes. */
export function HarnessShell({ remote }: { remote: RemoteModule }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [helpOpen, setHelpOpen] = useState(false);
  const [modal, setModal] = useState<'add-loan' | 'contact-support' | null>(null);

  useBusEvent('host:navigate', ({ to, replace }) => navigate(to, { replace }));
  useBusEvent('host:toast', ({ kind, title, message }) =>
    notifications.show({ title, message, color: kind === 'error' ? 'red' : kind === 'success' ? 'green' : kind === 'warning' ? 'orange' : 'blue' }),
  );
  useBusEvent('host:open-help-drawer', () => setHelpOpen(true));
  useBusEvent('host:close-help-drawer', () => setHelpOpen(false));
  useBusEvent('host:open-modal', ({ modal: name }) => setModal(name));
  useBusEvent('host:close-modal', () => setModal(null));
  useEffect(() => {
    const subscription = getBus().events$.subscribe((event) => console.debug('[bus]', event.type, event.payload));
    return () => subscription.unsubscribe();
  }, []);

  const HelpDrawer = useSlot(remote, 'help-drawer');
  const ContactSupport = useSlot(remote, 'contact-support-modal');
  const AddLoan = useSlot(remote, 'add-loan-modal');
  const ChatWidget = useSlot(remote, 'chat-widget');
  const sidebarSlot = SIDEBAR_SLOTS.find((slot) => remote.slots?.[slot]);
  const Sidebar = useSlot(remote, sidebarSlot ?? 'loan-sidebar') as ComponentType<SidebarSlotProps> | null;
  const pages = useMemo(() => remote.routes.map((route) => ({ ...route, Page: lazy(route.component) })), [remote]);
  const links = remote.navItems ?? remote.routes.filter((route) => !route.path.includes(':')).map((route) => ({ label: route.title, to: route.path }));

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm' }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Group gap="xs">
            <Title order={4}>{remote.title}</Title>
            <Text size="xs" c="dimmed">
              standalone harness
            </Text>
          </Group>
          <Group gap="xs">
            {HelpDrawer && <Button variant="subtle" onClick={() => setHelpOpen(true)}>Help</Button>}
            {ContactSupport && <Button variant="subtle" onClick={() => setModal('contact-support')}>Contact Support</Button>}
            {AddLoan && <Button onClick={() => setModal('add-loan')}>Add Loan</Button>}
            <Button variant="default" onClick={() => dispatch(signedOut())}>
              Sign Out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <ScrollArea>
          {links.map((link) => (
            <NavLink key={link.to} component={Link} to={link.to} label={link.label} active={location.pathname === link.to} />
          ))}
          {Sidebar && (
            <RemoteErrorBoundary remote={remote.id} compact>
              <Suspense fallback={<PageLoader />}>
                <Sidebar pathname={location.pathname} />
              </Suspense>
            </RemoteErrorBoundary>
          )}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <RemoteErrorBoundary remote={remote.id} area={remote.title}>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Text c="dimmed">Pick a page on the left.</Text>} />
            </Routes>
          </Suspense>
        </RemoteErrorBoundary>
      </AppShell.Main>
      {HelpDrawer && (
        <Drawer opened={helpOpen} onClose={() => setHelpOpen(false)} position="right" size={500} title="Help">
          <Suspense fallback={<PageLoader />}>
            <HelpDrawer onClose={() => setHelpOpen(false)} />
          </Suspense>
        </Drawer>
      )}
      {ContactSupport && (
        <Modal opened={modal === 'contact-support'} onClose={() => setModal(null)} size={500} title="Contact Support">
          <Suspense fallback={<PageLoader />}>
            <ContactSupport onClose={() => setModal(null)} />
          </Suspense>
        </Modal>
      )}
      {AddLoan && (
        <Modal opened={modal === 'add-loan'} onClose={() => setModal(null)} size={600} title="Add Loan">
          <Suspense fallback={<PageLoader />}>
            <AddLoan onClose={() => setModal(null)} params={{}} />
          </Suspense>
        </Modal>
      )}
      {ChatWidget && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </AppShell>
  );
}
