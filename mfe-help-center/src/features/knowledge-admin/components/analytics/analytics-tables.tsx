import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from 'shared-ui';
import type { KnowledgeAnalyticsData } from '../../api/get-knowledge-analytics';
import { documentEditLink } from '../../state/documents-view';
import { countLabel, percentLabel } from 'shared-ui';

type TopQuery = KnowledgeAnalyticsData['topQueries'][number];
type QueryWithoutResults = KnowledgeAnalyticsData['queriesWithoutResults'][number];
type Rating = KnowledgeAnalyticsData['ratings'][number];

const queryColumn = { key: 'query', title: 'Query', render: (row: { query: string }) => row.query };
const searchesColumn = { key: 'searches', title: 'Searches', render: (row: { searches: number }) => countLabel(row.searches) };
const foundHelpful = (rating: Rating) => {
  const votes = rating.helpful + rating.notHelpful;
  return percentLabel(votes === 0 ? 0 : rating.helpful / votes);
};

const TOP_QUERY_COLUMNS: DataTableColumn<TopQuery>[] = [
  queryColumn,
  searchesColumn,
  { key: 'clickThroughRate', title: 'Click-through', render: (row) => percentLabel(row.clickThroughRate) },
];

const RATING_COLUMNS: DataTableColumn<Rating>[] = [
  {
    key: 'title',
    title: 'Document',
    render: (row) => (
      <Anchor component={Link} to={documentEditLink(row.documentId)} size="sm">
        {row.title}
      </Anchor>
    ),
  },
  { key: 'helpful', title: 'Helpful', render: (row) => countLabel(row.helpful) },
  { key: 'notHelpful', title: 'Not helpful', render: (row) => countLabel(row.notHelpful) },
  { key: 'foundHelpful', title: 'Found helpful', render: foundHelpful },
];

/** The most frequent queries of the period, with how often they led to a click. */
export function TopQueriesTable({ queries }: { queries: TopQuery[] }) {
  return (
    <DataTable<TopQuery>
      label="Top queries"
      records={queries}
      rowKey={(row) => row.query}
      columns={TOP_QUERY_COLUMNS}
      empty="No searches in this period."
      verticalSpacing="xs"
    />
  );
}

/** The queries that found nothing: what readers looked for and the knowledge base does not answer yet. */
export function QueriesWithoutResultsTable({ queries }: { queries: QueryWithoutResults[] }) {
  return (
    <DataTable<QueryWithoutResults>
      label="Queries without results"
      records={queries}
      rowKey={(row) => row.query}
      columns={[queryColumn, searchesColumn]}
      empty="Every search found something in this period."
      verticalSpacing="xs"
    />
  );
}

/** "Was this helpful" votes per document in the period, most voted first; each document opens in its editor. */
export function RatingsTable({ ratings }: { ratings: Rating[] }) {
  return (
    <DataTable<Rating>
      label="Helpful ratings"
      records={ratings}
      rowKey={(row) => row.documentId}
      columns={RATING_COLUMNS}
      empty="No votes in this period."
      verticalSpacing="xs"
    />
  );
}
