import { Anchor, Button, Code, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { KnowledgeAdminDocument, KnowledgeSourceType } from 'shared-rules';
import { CopyLinkButton, LoadErrorAlert, linkTo, problemMessage } from 'shared-ui';
import { useGetKnowledgeAdminDocumentsQuery } from '../../api/get-knowledge-admin-documents';
import { documentEditLink } from '../../state/documents-view';
import { countLabel, SOURCE_TYPE_PLURALS } from '../../state/knowledge-labels';

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

function AddressRow({ document, onCopied }: { document: KnowledgeAdminDocument; onCopied: (address: string) => void }) {
  return (
    <Table.Tr>
      <Table.Td maw={280}>
        <Anchor component={Link} to={documentEditLink(document._id)} size="sm" fw={600}>
          {document.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <PageAddress address={linkTo('knowledgePage', { type: document.sourceType, slug: document.slug })} onCopied={onCopied} />
      </Table.Td>
      <Table.Td>
        <PageAddress address={linkTo('knowledgeDocument', { id: document._id })} onCopied={onCopied} />
      </Table.Td>
    </Table.Tr>
  );
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

  function body() {
    if (published.isLoading) return <Skeleton height={120} radius="md" />;
    if (published.isError || !published.data) {
      return (
        <LoadErrorAlert
          title={`${heading} could not be loaded`}
          message={problemMessage(published.error)}
          onRetry={() => void published.refetch()}
        />
      );
    }
    const { data: documents, total } = published.data;
    if (documents.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          No published {heading.toLowerCase()}. Documents appear here once they are published.
        </Text>
      );
    }
    return (
      <Stack gap="xs">
        <Table.ScrollContainer minWidth={820}>
          <Table aria-labelledby={headingId} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Document</Table.Th>
                <Table.Th>Page address</Table.Th>
                <Table.Th>Permanent address</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <AddressRow key={document._id} document={document} onCopied={onCopied} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {total > documents.length && (
          <Text size="sm" c="dimmed">
            Showing the first {countLabel(documents.length)} of {countLabel(total)}; the Knowledge Documents page lists them all.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="md" mb="sm" id={headingId}>
        {heading}
        {published.data ? ` (${countLabel(published.data.total)})` : ''}
      </Title>
      {body()}
    </Paper>
  );
}
