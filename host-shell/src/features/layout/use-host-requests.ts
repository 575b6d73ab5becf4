import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, getBus, toastNotification, useAppDispatch, useBusEvent, withModalQuery, withoutModalQuery } from 'shared-ui';
import { onRemoteFailure } from '../remotes/failure-reports';

/** Serves what remotes ask of the host over the bus: navigation, modals, toasts, live settings. */
export function useHostRequests({ openHelpDrawer, closeHelpDrawer }: { openHelpDrawer: () => void; closeHelpDrawer: () => void }): void {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [, setSearchParams] = useSearchParams();

  useBusEvent('host:navigate', ({ to, replace }) => navigate(to, { replace }));
  useBusEvent('host:toast', ({ kind, title, message }) => notifications.show(toastNotification(kind, title, message)));
  useBusEvent('host:open-help-drawer', () => openHelpDrawer());
  useBusEvent('host:close-help-drawer', () => closeHelpDrawer());
  useBusEvent('host:open-modal', (request) => setSearchParams((current) => withModalQuery(current, request)));
  useBusEvent('host:close-modal', () => setSearchParams(withoutModalQuery));
  // A changed setting (branding, …) is refetched by whoever shows it.
  useBusEvent('socket:settings-update', ({ key }) => dispatch(api.util.invalidateTags([{ type: 'Setting', id: key }])));

  useEffect(
    () =>
      onRemoteFailure((report) => {
        console.warn(`Remote ${report.remote} failed at ${report.lifecycle}: ${report.message}`);
        getBus().emit('remote:load-failed', report);
      }),
    [],
  );
}
