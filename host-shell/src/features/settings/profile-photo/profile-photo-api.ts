import type { Profile } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';

const PROFILE_PHOTO = '/account/profile-photo';

/**
 * `PUT /api/account/profile-photo` (multipart/form-data, one "file" part; the services read the
 * type from the content and refuse with 413, 415 or 400 and a reason) and
 * `DELETE /api/account/profile-photo`. Both refresh the profile (tag `Profile`), so the navbar's
 * avatar shows the change at once.
 */
export const profilePhotoApi = api.injectEndpoints({
  endpoints: ownedEndpoints('host-shell/settings/profile-photo-api', (build) => ({
    uploadProfilePhoto: build.mutation<Profile, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: PROFILE_PHOTO, method: 'PUT', body: form };
      },
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
    removeProfilePhoto: build.mutation<null, void>({
      query: () => ({ url: PROFILE_PHOTO, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
  })),
});

export const { useUploadProfilePhotoMutation, useRemoveProfilePhotoMutation } = profilePhotoApi;
