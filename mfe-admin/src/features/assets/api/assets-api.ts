import type { PortalAsset } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

const ASSETS = paths.assets;
const ASSET_LIST = { type: 'Asset' as const, id: 'LIST' };

/**
 * `GET /api/assets`, `POST /api/assets` (multipart/form-data, one "file" part; the services read
 * the type from the content and refuse with 413, 415 or 400 and a reason) and
 * `DELETE /api/assets/:id`.
 */
const assetsApi = api.enhanceEndpoints({ addTagTypes: ['Asset'] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/assets/assets-api', (build) => ({
    getPortalAssets: build.query<PortalAsset[], void>({
      query: () => ASSETS,
      providesTags: [ASSET_LIST],
    }),
    uploadPortalAsset: build.mutation<PortalAsset, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: ASSETS, method: 'POST', body: form };
      },
      invalidatesTags: (result) => (result ? [ASSET_LIST] : []),
    }),
    deletePortalAsset: build.mutation<void, string>({
      query: (id) => ({ url: `${ASSETS}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [ASSET_LIST],
    }),
  })),
});

export const { useGetPortalAssetsQuery, useUploadPortalAssetMutation, useDeletePortalAssetMutation } = assetsApi;
