import { Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ASSET_CONTENT_TYPES, ASSET_MAX_BYTES } from 'shared-rules';
import { fileSizeLabel, FormRefusal, problemMessage, showToast } from 'shared-ui';
import { useUploadPortalAssetMutation } from './api/assets-api';

const ACCEPT = ASSET_CONTENT_TYPES.join(',');

/** Uploads one image or PDF; a refusal (too large, not an image, an unsafe SVG) is said under the button. */
export function AssetUpload() {
  const [upload, { isLoading }] = useUploadPortalAssetMutation();
  const [refusal, setRefusal] = useState<{ fileName: string; reason: string } | null>(null);

  const send = async (file: File | null) => {
    if (!file) return;
    setRefusal(null);
    if (file.size > ASSET_MAX_BYTES) {
      setRefusal({
        fileName: file.name,
        reason: `The file is ${fileSizeLabel(file.size)}; an asset may be at most ${fileSizeLabel(ASSET_MAX_BYTES)}.`,
      });
      return;
    }
    try {
      const asset = await upload(file).unwrap();
      showToast('success', 'Asset uploaded', `${asset.fileName} is ready to use at ${asset.url}.`);
    } catch (error) {
      setRefusal({ fileName: file.name, reason: problemMessage(error) });
    }
  };

  return (
    <>
      <Group gap="md" wrap="wrap">
        <FileButton onChange={(file) => void send(file)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} loading={isLoading}>
              Upload asset
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          PNG, JPEG, SVG, GIF, WebP or PDF, at most {fileSizeLabel(ASSET_MAX_BYTES)}.
        </Text>
      </Group>
      {refusal && (
        <FormRefusal title={`${refusal.fileName} was not uploaded`} refusal={refusal.reason} onDismiss={() => setRefusal(null)} />
      )}
    </>
  );
}
