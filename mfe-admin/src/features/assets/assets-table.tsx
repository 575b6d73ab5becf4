import { ActionIcon, Anchor, Button, CopyButton, Group, Image, Text, Tooltip } from '@mantine/core';
import { formatInstantDateTime, type PortalAsset } from 'shared-rules';
import { DataTable, type DataTableColumn, type DataTableLoadError, fileSizeLabel } from 'shared-ui';

const TYPE_NAMES: Record<PortalAsset['contentType'], string> = {
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/svg+xml': 'SVG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'application/pdf': 'PDF document',
};

export interface AssetsTableProps {
  /** Undefined until services first answer. */
  assets: PortalAsset[] | undefined;
  error: DataTableLoadError | null;
  onDelete: (asset: PortalAsset) => void;
}

function UrlCell({ asset }: { asset: PortalAsset }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace">
        {asset.url}
      </Text>
      <CopyButton value={asset.url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy URL'} withArrow>
            <ActionIcon
              variant="subtle"
              onClick={copy}
              aria-label={copied ? `URL of ${asset.fileName} copied` : `Copy the URL of ${asset.fileName}`}
            >
              {copied ? '✓' : '⧉'}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

const COLUMNS: DataTableColumn<PortalAsset>[] = [
  {
    key: 'preview',
    title: 'Preview',
    render: (asset) =>
      asset.contentType.startsWith('image/') ? (
        <Image src={asset.url} alt={`Preview of ${asset.fileName}`} w={64} h={40} fit="contain" />
      ) : (
        <Text size="xs" c="dimmed">
          No preview
        </Text>
      ),
  },
  {
    key: 'fileName',
    title: 'Name',
    render: (asset) => (
      <Anchor href={asset.url} target="_blank" rel="noopener noreferrer">
        {asset.fileName}
      </Anchor>
    ),
  },
  { key: 'contentType', title: 'Type', render: (asset) => TYPE_NAMES[asset.contentType] },
  { key: 'size', title: 'Size', render: (asset) => fileSizeLabel(asset.size) },
  {
    key: 'uploadedAt',
    title: 'Uploaded',
    render: (asset) => (
      <>
        {formatInstantDateTime(asset.uploadedAt) ?? asset.uploadedAt}
        {asset.uploadedBy ? (
          <Text size="xs" c="dimmed">
            by {asset.uploadedBy}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'url', title: 'URL', render: (asset) => <UrlCell asset={asset} /> },
];

/** Every uploaded asset with a preview, its URL to paste into branding or a page, and Delete. */
export function AssetsTable({ assets, error, onDelete }: AssetsTableProps) {
  return (
    <DataTable<PortalAsset>
      label="Assets"
      records={assets}
      rowKey={(asset) => asset.id}
      columns={COLUMNS}
      error={error}
      loadingLabel="Loading assets"
      empty={{ title: 'No assets yet', description: 'Upload a logo or an illustration with Upload asset.' }}
      striped
      highlightOnHover={false}
      minWidth={860}
      rowActions={{
        titleShown: true,
        render: (asset) => (
          <Button size="xs" variant="light" color="red" aria-label={`Delete ${asset.fileName}`} onClick={() => onDelete(asset)}>
            Delete
          </Button>
        ),
      }}
    />
  );
}
