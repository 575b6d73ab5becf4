import { sortNotifications, withNotificationsPushedDuringFetch, type Notification } from 'shared-rules';
import { api, getBus, ownedEndpoints } from 'shared-ui';

export const notificationsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('host-shell/notifications/notifications-api', (build) => ({
    getNotifications: build.query<Notification[], void>({
      query: () => '/notifications',
      transformResponse: (items: Notification[]) => sortNotifications(items),
      providesTags: ['Notification'],
      // A push that lands while this fetch is in flight is kept when the answer replaces the list.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const pushedMeanwhile: Notification[] = [];
        const pushes = getBus().subscribe('socket:notification', (pushed) => pushedMeanwhile.push(pushed));
        try {
          await queryFulfilled;
          if (pushedMeanwhile.length > 0) {
            dispatch(
              notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) =>
                withNotificationsPushedDuringFetch(draft, pushedMeanwhile),
              ),
            );
          }
        } catch {
          // The failed fetch leaves the list as it was; the error shows where the list is shown.
        } finally {
          pushes.unsubscribe();
        }
      },
    }),
    markNotificationRead: build.mutation<Notification, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'PATCH' }),
      // Optimistic: the badge drops at once; a failure puts the item back.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) =>
            sortNotifications(draft.map((item) => (item.id === id ? { ...item, read: true } : item))),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    deleteNotification: build.mutation<void, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => draft.filter((item) => item.id !== id)),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  })),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation, useDeleteNotificationMutation } = notificationsApi;
