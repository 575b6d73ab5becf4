import { withPushedNotification } from 'shared-rules';
import { useAppDispatch, useBusEvent } from 'shared-ui';
import { notificationsApi } from './notifications-api';

/** Puts every `notification` the server pushes into the cached list, without a refetch. */
export function useLiveNotifications(): void {
  const dispatch = useAppDispatch();
  useBusEvent('socket:notification', (pushed) => {
    dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => withPushedNotification(draft, pushed)));
  });
}
