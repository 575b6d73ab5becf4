import type { PortalAsset } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `POST /api/assets` as multipart/form-data, the file in the `file` part (the browser sets the
 * boundary). The server reads the type from the content and refuses what is not an accepted
 * image, or too large, with a problem whose detail says why.
 */
const uploadLogoAssetApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/settings-pages/branding/upload-logo-asset', (build) => ({
    uploadLogoAsset: build.mutation<PortalAsset, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: paths.assets, method: 'POST', body: form };
      },
    }),
  })),
});

export const { useUploadLogoAssetMutation } = uploadLogoAssetApi;
