import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { PortalAsset } from 'shared-rules';
import { loadErrorOf, PageHeader, showErrorToast, showToast } from 'shared-ui';
import { ConfirmDeleteModal } from 'shared-ui';
import { useDeletePortalAssetMutation, useGetPortalAssetsQuery } from './api/assets-api';
import { AssetsTable } from './assets-table';
import { AssetUpload } from './asset-upload';

/** /admin/assets: images and files uploaded for branding and content pages, each usable by its URL. */
export default function AssetsPage() {
  const list = useGetPortalAssetsQuery();
  const [deleteAsset, deleting] = useDeletePortalAssetMutation();
  const [toDelete, setToDelete] = useState<PortalAsset | null>(null);

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteAsset(toDelete.id).unwrap();
      showToast('success', 'Asset deleted', `${toDelete.fileName} was deleted.`);
      setToDelete(null);
    } catch (error) {
      showErrorToast(error, 'The asset was not deleted');
    }
  };

  return (
    <>
      <PageHeader title="Assets" description="Images and files for branding and content pages; copy an asset's URL to use it." />
      <Stack gap="md">
        <AssetUpload />
        <AssetsTable assets={list.data} error={loadErrorOf(list, 'Assets could not be loaded')} onDelete={setToDelete} />
      </Stack>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={`Delete ${toDelete?.fileName ?? 'the asset'}?`}
        consequence="Branding and pages that still use its URL will show a broken image."
        deleting={deleting.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
