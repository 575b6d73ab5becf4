import {
  type AdminUserListQuery,
  SORT_DIRECTIONS,
  type SortDirection,
  USER_SORT_COLUMNS,
  USER_STATUSES,
  USER_TYPES,
  type UserSortColumn,
  type UserStatus,
  type UserType,
} from 'shared-rules';

export const USERS_PAGE_SIZE = 25;

/** An organisation id as services accept it (`IdString`): anything else in the address is ignored. */
const ORGANIZATION_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const SEARCH_MAX_LENGTH = 100;

/**
 * What the users page shows, as its address carries it
 * (`?search=&userType=&orgId=&status=&sort=&direction=&page=`), so a view can be linked.
 */
export interface UsersView {
  search: string;
  userType: UserType | null;
  orgId: string | null;
  status: UserStatus | null;
  sort: UserSortColumn;
  direction: SortDirection;
  page: number;
}

export const DEFAULT_USERS_VIEW: UsersView = {
  search: '',
  userType: null,
  orgId: null,
  status: null,
  sort: 'name',
  direction: 'asc',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** Reads the view from the address; anything unknown falls back to everyone, by name, page 1. */
export function usersViewFromParams(params: URLSearchParams): UsersView {
  const page = Number(params.get('page'));
  const orgId = params.get('orgId');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    userType: oneOf(USER_TYPES, params.get('userType')),
    orgId: orgId && ORGANIZATION_ID.test(orgId) ? orgId : null,
    status: oneOf(USER_STATUSES, params.get('status')),
    sort: oneOf(USER_SORT_COLUMNS, params.get('sort')) ?? DEFAULT_USERS_VIEW.sort,
    direction: oneOf(SORT_DIRECTIONS, params.get('direction')) ?? DEFAULT_USERS_VIEW.direction,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address parameters of a view; defaults are left out. */
export function usersViewParams(view: UsersView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.search) params.search = view.search;
  if (view.userType) params.userType = view.userType;
  if (view.orgId) params.orgId = view.orgId;
  if (view.status) params.status = view.status;
  if (view.sort !== DEFAULT_USERS_VIEW.sort || view.direction !== DEFAULT_USERS_VIEW.direction) {
    params.sort = view.sort;
    params.direction = view.direction;
  }
  if (view.page > 1) params.page = String(view.page);
  return params;
}

/** The list request of a view (`GET /api/admin/users`). */
export function usersListQuery(view: UsersView): AdminUserListQuery {
  return {
    page: view.page,
    pageSize: USERS_PAGE_SIZE,
    ...(view.search ? { search: view.search } : {}),
    ...(view.userType ? { userType: view.userType } : {}),
    ...(view.orgId ? { orgId: view.orgId } : {}),
    ...(view.status ? { status: view.status } : {}),
    sort: view.sort,
    direction: view.direction,
  };
}

/** Whether the view narrows the list (so an empty page means "no match", not "no users"). */
export const isFiltered = (view: UsersView): boolean => Boolean(view.search || view.userType || view.orgId || view.status);
