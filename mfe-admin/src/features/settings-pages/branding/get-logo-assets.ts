import type { PortalAsset } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/assets`: every uploaded asset; the Branding page offers the images among them as logos. */
const getLogoAssetsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/settings-pages/branding/get-logo-assets', (build) => ({
    getLogoAssets: build.query<PortalAsset[], void>({
      query: () => paths.assets,
    }),
  })),
});

export const { useGetLogoAssetsQuery } = getLogoAssetsApi;
