import { ActionIcon, Anchor, Button, CopyButton, Group, Image, Table, Text, Tooltip } from '@mantine/core';
import { formatInstantDateTime, type PortalAsset } from 'shared-rules';
import { fileSizeLabel } from 'shared-ui';

const TYPE_NAMES: Record<PortalAsset['contentType'], string> = {
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/svg+xml': 'SVG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'application/pdf': 'PDF document',
};

export interface AssetsTableProps {
  assets: PortalAsset[];
  onDelete: (asset: PortalAsset) => void;
}

/** Every uploaded asset with a preview, its URL to paste into branding or a page, and Delete. */
export function AssetsTable({ assets, onDelete }: AssetsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label="Assets" striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Preview</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th>URL</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.map((asset) => (
            <Table.Tr key={asset.id}>
              <Table.Td>
                {asset.contentType.startsWith('image/') ? (
                  <Image src={asset.url} alt={`Preview of ${asset.fileName}`} w={64} h={40} fit="contain" />
                ) : (
                  <Text size="xs" c="dimmed">
                    No preview
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Anchor href={asset.url} target="_blank" rel="noopener noreferrer">
                  {asset.fileName}
                </Anchor>
              </Table.Td>
              <Table.Td>{TYPE_NAMES[asset.contentType]}</Table.Td>
              <Table.Td>{fileSizeLabel(asset.size)}</Table.Td>
              <Table.Td>
                {formatInstantDateTime(asset.uploadedAt) ?? asset.uploadedAt}
                {asset.uploadedBy ? (
                  <Text size="xs" c="dimmed">
                    by {asset.uploadedBy}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" color="red" aria-label={`Delete ${asset.fileName}`} onClick={() => onDelete(asset)}>
                  Delete
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
