import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { KnowledgeAdminDocument, KnowledgeSourceType } from 'shared-rules';
import { CopyLinkButton, DataTable, type DataTableColumn, linkTo, loadErrorOf } from 'shared-ui';
import { useGetKnowledgeAdminDocumentsQuery } from '../../api/get-knowledge-admin-documents';
import { documentEditLink } from '../../state/documents-view';
import { countLabel } from 'shared-ui';
import { SOURCE_TYPE_PLURALS } from '../../state/knowledge-labels';

/** Documents listed per kind: the services' largest page. */
export const PAGES_PER_TYPE = 100;

function PageAddress({ address, onCopied }: { address: string; onCopied: (address: string) => void }) {
  return (
    <Stack gap={4} align="flex-start">
      <Code>{address}</Code>
      <Group gap="xs" wrap="nowrap">
        <CopyLinkButton link={`${window.location.origin}${address}`} names={address} onCopied={() => onCopied(address)} announce={false} />
        <Button
          component="a"
          href={address}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="subtle"
          aria-label={`Open ${address} in a new tab`}
        >
          Open
        </Button>
      </Group>
    </Stack>
  );
}

function addressColumns(onCopied: (address: string) => void): DataTableColumn<KnowledgeAdminDocument>[] {
  return [
    {
      key: 'title',
      title: 'Document',
      cellStyle: { maxWidth: 280 },
      render: (document) => (
        <Anchor component={Link} to={documentEditLink(document._id)} size="sm" fw={600}>
          {document.title}
        </Anchor>
      ),
    },
    {
      key: 'pageAddress',
      title: 'Page address',
      render: (document) => (
        <PageAddress address={linkTo('knowledgePage', { type: document.sourceType, slug: document.slug })} onCopied={onCopied} />
      ),
    },
    {
      key: 'permanentAddress',
      title: 'Permanent address',
      render: (document) => <PageAddress address={linkTo('knowledgeDocument', { id: document._id })} onCopied={onCopied} />,
    },
  ];
}

export interface PageAddressesSectionProps {
  sourceType: KnowledgeSourceType;
  onCopied: (address: string) => void;
}

/** The published documents of one kind with their two reader addresses: by page name, and by id (which never changes). */
export function PageAddressesSection({ sourceType, onCopied }: PageAddressesSectionProps) {
  const published = useGetKnowledgeAdminDocumentsQuery({ status: 'published', sourceType, pageSize: PAGES_PER_TYPE });
  const heading = SOURCE_TYPE_PLURALS[sourceType];
  const headingId = `knowledge-pages-${sourceType}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="md" mb="sm" id={headingId}>
        {heading}
        {published.data ? ` (${countLabel(published.data.total)})` : ''}
      </Title>
      <Stack gap="xs">
        <DataTable<KnowledgeAdminDocument>
          labelledBy={headingId}
          records={published.data?.data}
          rowKey={(document) => document._id}
          columns={addressColumns(onCopied)}
          error={loadErrorOf(published, `${heading} could not be loaded`)}
          loadingLabel={`Loading the ${heading.toLowerCase()}`}
          empty={`No published ${heading.toLowerCase()}. Documents appear here once they are published.`}
          minWidth={820}
          highlightOnHover={false}
        />
        {published.data && published.data.total > published.data.data.length && (
          <Text size="sm" c="dimmed">
            Showing the first {countLabel(published.data.data.length)} of {countLabel(published.data.total)}; the Knowledge Documents page
            lists them all.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
