import { Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadErrorAlert, PageHeader, problemMessage } from 'shared-ui';
import { useGetKnowledgeAdminTaxonomyQuery } from '../../api/get-knowledge-admin-taxonomy';
import { useKnowledgeDocumentUpdates } from '../../hooks/use-knowledge-document-updates';
import { audienceLabel, countLabel, documentCountLabel } from '../../state/knowledge-labels';
import { type TagCount, TagRenameModal } from './tag-rename-modal';

function Counts({ documents, published }: { documents: number; published: number }) {
  return (
    <>
      <Table.Td>
        <Text size="sm">{documentCountLabel(documents)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{countLabel(published)} published</Text>
      </Table.Td>
    </>
  );
}

/**
 * /admin/knowledge/taxonomy: the tags and audiences over every document (any status) with how many
 * documents carry each and how many of those are published; a tag can be renamed or merged into another.
 */
export default function KnowledgeTaxonomyPage() {
  useKnowledgeDocumentUpdates();
  const taxonomy = useGetKnowledgeAdminTaxonomyQuery();
  const [renaming, setRenaming] = useState<TagCount | null>(null);

  function body() {
    if (taxonomy.isLoading) return <Skeleton height={240} radius="md" />;
    if (taxonomy.isError || !taxonomy.data) {
      return (
        <LoadErrorAlert
          title="The taxonomy could not be loaded"
          message={problemMessage(taxonomy.error)}
          onRetry={() => void taxonomy.refetch()}
        />
      );
    }
    const { tags, audiences } = taxonomy.data;
    return (
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="knowledge-tags-heading">
          <Title order={2} fz="md" mb="sm" id="knowledge-tags-heading">
            Tags
          </Title>
          {tags.length === 0 ? (
            <Text size="sm" c="dimmed">
              No tags yet. Tags are added on each document's form.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label="Tags" verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Tag</Table.Th>
                    <Table.Th>Documents</Table.Th>
                    <Table.Th>Published</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tags.map((entry) => (
                    <Table.Tr key={entry.tag}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {entry.tag}
                        </Text>
                      </Table.Td>
                      <Counts documents={entry.documents} published={entry.published} />
                      <Table.Td>
                        <Button size="xs" variant="light" aria-label={`Rename or merge ${entry.tag}`} onClick={() => setRenaming(entry)}>
                          Rename or merge
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="knowledge-audiences-heading">
          <Title order={2} fz="md" mb={4} id="knowledge-audiences-heading">
            Audiences
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Who finds the documents. Audiences are chosen on each document's form.
          </Text>
          <Table aria-label="Audiences" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Audience</Table.Th>
                <Table.Th>Documents</Table.Th>
                <Table.Th>Published</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audiences.map((entry) => (
                <Table.Tr key={entry.audience}>
                  <Table.Td>
                    <Text size="sm">{audienceLabel(entry.audience)}</Text>
                  </Table.Td>
                  <Counts documents={entry.documents} published={entry.published} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        {/* Keyed by the tag: each opening starts blank, never from the last tag's new name. */}
        <TagRenameModal key={renaming?.tag ?? ''} tag={renaming} tags={tags} onClose={() => setRenaming(null)} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="Taxonomy" description="The tags and audiences of the knowledge documents, with how many documents use each." />
      {body()}
    </>
  );
}
