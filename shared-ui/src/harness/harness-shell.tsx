import { AppShell, Button, Drawer, Group, Modal, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense, lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  PageLoader,
  RemoteErrorBoundary,
  toastNotification,
  getBus,
  modalFromQuery,
  pageTitleAt,
  sidebarSectionsFor,
  endSession,
  signedOut,
  useAppDispatch,
  useBusEvent,
  withModalQuery,
  withoutModalQuery,
  type RemoteModule,
  type SlotName,
  type SlotPropsMap,
} from 'shared-ui';

type SlotComponents = { [S in SlotName]?: ComponentType<SlotPropsMap[S]> };

function addLazySlot<S extends SlotName>(components: SlotComponents, remote: RemoteModule, slot: S): void {
  const loader = remote.slots?.[slot];
  if (loader)
    (components as Partial<Record<S, ComponentType<SlotPropsMap[S]>>>)[slot] = lazy(loader) as unknown as ComponentType<SlotPropsMap[S]>;
}

/** One lazy component per slot the remote fills, made once per remote so React keeps them mounted. */
function useSlotComponents(remote: RemoteModule): SlotComponents {
  return useMemo(() => {
    const components: SlotComponents = {};
    for (const slot of Object.keys(remote.slots ?? {}) as SlotName[]) addLazySlot(components, remote, slot);
    return components;
  }, [remote]);
}

/**
 * A mock portal shell around one remote: its routes, its slots, and the host requests it makes.
 * The sidebar slots and the URL modals are resolved by the host's own rules (`sidebarSectionsFor`,
 * `modalFromQuery`), so a remote behaves here as it does in the portal.
 */
export function HarnessShell({ remote }: { remote: RemoteModule }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useSearchParams();
  const [helpOpen, setHelpOpen] = useState(false);
  const modal = modalFromQuery(query);
  const closeModal = () => setQuery(withoutModalQuery);

  useBusEvent('host:navigate', ({ to, replace }) => navigate(to, { replace }));
  useBusEvent('host:toast', ({ kind, title, message }) => notifications.show(toastNotification(kind, title, message)));
  useBusEvent('host:open-help-drawer', () => setHelpOpen(true));
  useBusEvent('host:close-help-drawer', () => setHelpOpen(false));
  useBusEvent('host:open-modal', (request) => setQuery((current) => withModalQuery(current, request)));
  useBusEvent('host:close-modal', closeModal);
  useEffect(() => {
    const subscription = getBus().events$.subscribe((event) => console.debug('[bus]', event.type, event.payload));
    return () => subscription.unsubscribe();
  }, []);

  const slots = useSlotComponents(remote);
  const {
    'help-drawer': HelpDrawer,
    'contact-support-modal': ContactSupport,
    'add-loan-modal': AddLoan,
    'chat-widget': ChatWidget,
  } = slots;
  const sidebarSlots = sidebarSectionsFor(remote.sidebarSections ?? [], location.pathname).flatMap((section) =>
    'slot' in section ? [section.slot] : [],
  );
  const pages = useMemo(() => remote.routes.map((route) => ({ ...route, Page: lazy(route.component) })), [remote]);
  const links =
    remote.navItems ??
    remote.routes
      .filter((route) => !route.path.includes(':') && !route.path.includes('*'))
      .map((route) => ({ label: pageTitleAt(remote.routes, route.path) ?? route.path, to: route.path }));

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
            {HelpDrawer && (
              <Button variant="subtle" onClick={() => setHelpOpen(true)}>
                Help
              </Button>
            )}
            {ContactSupport && (
              <Button variant="subtle" onClick={() => getBus().emit('host:open-modal', { modal: 'contact-support' })}>
                Contact Support
              </Button>
            )}
            {AddLoan && <Button onClick={() => getBus().emit('host:open-modal', { modal: 'add-loan' })}>Add Loan</Button>}
            <Button variant="default" onClick={() => void endSession().then(() => dispatch(signedOut()))}>
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
          {sidebarSlots.map((slot) => {
            const Sidebar = slots[slot];
            return (
              Sidebar && (
                <RemoteErrorBoundary key={slot} remote={remote.id} compact>
                  <Suspense fallback={<PageLoader />}>
                    <Sidebar pathname={location.pathname} />
                  </Suspense>
                </RemoteErrorBoundary>
              )
            );
          })}
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
        <Modal opened={modal?.modal === 'contact-support'} onClose={closeModal} size={500} title="Contact Support">
          <Suspense fallback={<PageLoader />}>
            <ContactSupport onClose={closeModal} loanId={modal?.modal === 'contact-support' ? modal.params?.loanId : undefined} />
          </Suspense>
        </Modal>
      )}
      {AddLoan && (
        <Modal opened={modal?.modal === 'add-loan'} onClose={closeModal} size={600} title="Add Loan">
          <Suspense fallback={<PageLoader />}>
            <AddLoan onClose={closeModal} params={modal?.modal === 'add-loan' ? (modal.params ?? {}) : {}} />
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
