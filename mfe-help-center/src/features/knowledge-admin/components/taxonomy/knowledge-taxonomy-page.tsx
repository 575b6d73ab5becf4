import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { KnowledgeAdminTaxonomy } from 'shared-rules';
import { DataTable, type DataTableColumn, LoadErrorAlert, PageHeader, problemMessage } from 'shared-ui';
import { useGetKnowledgeAdminTaxonomyQuery } from '../../api/get-knowledge-admin-taxonomy';
import { useKnowledgeDocumentUpdates } from '../../hooks/use-knowledge-document-updates';
import { countLabel } from 'shared-ui';
import { audienceLabel, documentCountLabel } from '../../state/knowledge-labels';
import { type TagCount, TagRenameModal } from './tag-rename-modal';

type TaxonomyCounts = KnowledgeAdminTaxonomy['data'];
type TagRow = TaxonomyCounts['tags'][number];
type AudienceRow = TaxonomyCounts['audiences'][number];

/** The documents carrying a tag or an audience, and how many of them are published. */
function countColumns<Row extends { documents: number; published: number }>(): DataTableColumn<Row>[] {
  return [
    { key: 'documents', title: 'Documents', render: (row) => <Text size="sm">{documentCountLabel(row.documents)}</Text> },
    { key: 'published', title: 'Published', render: (row) => <Text size="sm">{countLabel(row.published)} published</Text> },
  ];
}

const TAG_COLUMNS: DataTableColumn<TagRow>[] = [
  {
    key: 'tag',
    title: 'Tag',
    render: (entry) => (
      <Text size="sm" fw={600}>
        {entry.tag}
      </Text>
    ),
  },
  ...countColumns<TagRow>(),
];

const AUDIENCE_COLUMNS: DataTableColumn<AudienceRow>[] = [
  { key: 'audience', title: 'Audience', render: (entry) => <Text size="sm">{audienceLabel(entry.audience)}</Text> },
  ...countColumns<AudienceRow>(),
];

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
          <DataTable<TagRow>
            label="Tags"
            records={tags}
            rowKey={(entry) => entry.tag}
            columns={TAG_COLUMNS}
            empty="No tags yet. Tags are added on each document's form."
            minWidth={560}
            verticalSpacing="xs"
            rowActions={{
              titleShown: true,
              render: (entry) => (
                <Button size="xs" variant="light" aria-label={`Rename or merge ${entry.tag}`} onClick={() => setRenaming(entry)}>
                  Rename or merge
                </Button>
              ),
            }}
          />
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="knowledge-audiences-heading">
          <Title order={2} fz="md" mb={4} id="knowledge-audiences-heading">
            Audiences
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Who finds the documents. Audiences are chosen on each document's form.
          </Text>
          <DataTable<AudienceRow>
            label="Audiences"
            records={audiences}
            rowKey={(entry) => entry.audience}
            columns={AUDIENCE_COLUMNS}
            empty="No audiences yet."
            verticalSpacing="xs"
            highlightOnHover={false}
          />
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
