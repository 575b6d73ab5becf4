import { useMemo } from 'react';
import type { Profile } from 'shared-rules';
import { useGetProfileQuery } from '../api/shared-endpoints';
import { selectIsSignedIn } from './auth-slice';
import { useAppSelector } from '../store/store';
import { rolesOf, type Roles } from './roles';

export interface ProfileState {
  profile: Profile | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The signed-in user's profile (one cached `GET /api/profile`); nothing is fetched when signed out. */
export function useProfile(): ProfileState {
  const signedIn = useAppSelector((state) => selectIsSignedIn(state));
  const query = useGetProfileQuery(undefined, { skip: !signedIn });
  return { profile: query.data, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}

/** Role flags of the signed-in user; all false until the profile has loaded. */
export function useRoles(): Roles {
  const { profile } = useProfile();
  return useMemo(() => rolesOf(profile), [profile]);
}
