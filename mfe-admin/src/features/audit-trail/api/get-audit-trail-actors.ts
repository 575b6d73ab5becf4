import type { AdminUserList } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** How many users the actor filter offers at once: typing narrows them on the server. */
export const ACTOR_CHOICES = 50;

/**
 * `GET /api/admin/users?search=`: the people the actor filter offers, by name, matched on the
 * server by words of the name or the email address.
 */
const getAuditTrailActorsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/audit-trail/get-audit-trail-actors', (build) => ({
    getAuditTrailActors: build.query<AdminUserList, string>({
      query: (search) => ({
        url: paths.adminUsers,
        params: { ...(search ? { search } : {}), pageSize: ACTOR_CHOICES, sort: 'name', direction: 'asc' },
      }),
      providesTags: ['User'],
    }),
  })),
});

export const { useGetAuditTrailActorsQuery } = getAuditTrailActorsApi;
