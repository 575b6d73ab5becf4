import { AppShell, Box, Button, ScrollArea } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { whenIdle } from '../../app/when-idle';
import { EmptyState, PageLoader, useFeatureFlag, useProfile } from 'shared-ui';
import { InfoBanner } from '../banner/info-banner';
import { ImpersonationBanner } from '../impersonation/impersonation-banner';
import { useRequiredSetupRedirect } from '../auth/required-setup-redirect';
import { TopBar } from '../navbar/top-bar';
import { LiveNotificationAnnouncer } from '../notifications/live-notification-announcer';
import { useLiveNotifications } from '../notifications/use-live-notifications';
import { RemoteSlot } from '../remotes/remote-slot';
import { usePreloadNavbarRemotes } from '../remotes/use-preload-remotes';
import { usePortalSocket } from '../socket/use-portal-socket';
import { useSessionEnded } from '../auth/use-session-ended';
import { useNewVersionToast } from '../version/use-new-version-toast';
import { PortalBreadcrumbs } from './breadcrumbs';
import { AssistantWidget } from './assistant-widget';
import { HELP_DRAWER_WIDTH, HelpDrawer } from './help-drawer';
import { MobileNavigation } from './mobile-navigation';
import { SidebarContent, useHasSidebar } from './sidebar-frame';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UrlModals } from './url-modals';
import { useHostRequests } from './use-host-requests';

const HEADER_HEIGHT = 60 + 36;
/** The assistant button (56px) at 24px from the bottom, and a little air. */
const FLOATING_WIDGET_ROOM = 96;

/** The shell around every signed-in page: navbar, breadcrumbs, sidebar frame, help drawer, modals. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { profile, isError, refetch } = useProfile();
  const [navigationOpened, navigation] = useDisclosure(false);
  const [helpOpened, help] = useDisclosure(false);
  // The impersonation banner wraps on narrow screens: the header grows by whatever it measures.
  const impersonationBanner = useElementSize();
  const hasSidebar = useHasSidebar(pathname);
  // The floating assistant waits for idle time so it never competes with the page being opened.
  const [widgetsReady, setWidgetsReady] = useState(false);
  useEffect(() => whenIdle(() => setWidgetsReady(true)), []);

  usePortalSocket();
  useSessionEnded();
  useLiveNotifications();
  useNewVersionToast();
  useRequiredSetupRedirect();
  useHostRequests({ openHelpDrawer: help.open, closeHelpDrawer: help.close });
  const knowledgeBase = useFeatureFlag('knowledgeBase');
  usePreloadNavbarRemotes(widgetsReady && profile !== undefined);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT + impersonationBanner.height }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: true, desktop: !hasSidebar } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <div ref={impersonationBanner.ref}>
          <ImpersonationBanner />
        </div>
        <TopBar navigationOpened={navigationOpened} onToggleNavigation={navigation.toggle} onOpenHelp={help.open} />
        <Box h={36} px="md" style={{ display: 'flex', alignItems: 'center', borderTop: '1px solid var(--app-shell-border-color)' }}>
          <PortalBreadcrumbs />
        </Box>
      </AppShell.Header>
      {hasSidebar && (
        <AppShell.Navbar p="xs" aria-label="Section navigation">
          <ScrollArea>
            <SidebarContent pathname={pathname} />
          </ScrollArea>
        </AppShell.Navbar>
      )}
      {/* Room under every page for the floating assistant button, so it never covers a page's last buttons. */}
      <AppShell.Main
        bg="var(--mantine-color-body)"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        pb={FLOATING_WIDGET_ROOM}
        style={{ outline: 'none' }}
      >
        {profile && <InfoBanner />}
        {profile ? (
          <Outlet />
        ) : isError ? (
          <EmptyState
            title="Your profile could not be loaded"
            description="The portal needs your profile to show your menus."
            action={
              <Button variant="light" onClick={refetch}>
                Retry
              </Button>
            }
          />
        ) : (
          <PageLoader label="Loading your profile" />
        )}
      </AppShell.Main>
      <MobileNavigation opened={navigationOpened} onClose={navigation.close} pathname={pathname} onOpenHelp={help.open} />
      <HelpDrawer
        opened={helpOpened}
        width={knowledgeBase ? HELP_DRAWER_WIDTH.knowledgeBase : HELP_DRAWER_WIDTH.legacy}
        onClose={help.close}
      >
        <RemoteSlot slot="help-drawer" compact={false} props={{ onClose: help.close }} />
      </HelpDrawer>
      <UrlModals />
      <LiveNotificationAnnouncer />
      {/* The release notes window opens by itself when there are unread notes: nothing shows while it loads. */}
      {profile && <RemoteSlot slot="release-notes" props={{}} fallback={null} quiet />}
      {profile && widgetsReady && <AssistantWidget />}
    </AppShell>
  );
}
