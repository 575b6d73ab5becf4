import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { KnowledgeAnalyticsData } from '../../api/get-knowledge-analytics';
import { documentEditLink } from '../../state/documents-view';
import { countLabel, percentLabel } from '../../state/knowledge-labels';

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface AnalyticsTableProps<Row> {
  label: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  /** What the period had none of. */
  empty: string;
}

/** One figure of the analytics as a named table, or a sentence when the period had none. */
function AnalyticsTable<Row>({ label, rows, rowKey, columns, empty }: AnalyticsTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type TopQuery = KnowledgeAnalyticsData['topQueries'][number];
type QueryWithoutResults = KnowledgeAnalyticsData['queriesWithoutResults'][number];
type Rating = KnowledgeAnalyticsData['ratings'][number];

const queryColumn = { header: 'Query', cell: (row: { query: string }) => row.query };
const searchesColumn = { header: 'Searches', cell: (row: { searches: number }) => countLabel(row.searches) };
const foundHelpful = (rating: Rating) => {
  const votes = rating.helpful + rating.notHelpful;
  return percentLabel(votes === 0 ? 0 : rating.helpful / votes);
};

/** The most frequent queries of the period, with how often they led to a click. */
export function TopQueriesTable({ queries }: { queries: TopQuery[] }) {
  return (
    <AnalyticsTable
      label="Top queries"
      rows={queries}
      rowKey={(row) => row.query}
      columns={[queryColumn, searchesColumn, { header: 'Click-through', cell: (row) => percentLabel(row.clickThroughRate) }]}
      empty="No searches in this period."
    />
  );
}

/** The queries that found nothing: what readers looked for and the knowledge base does not answer yet. */
export function QueriesWithoutResultsTable({ queries }: { queries: QueryWithoutResults[] }) {
  return (
    <AnalyticsTable
      label="Queries without results"
      rows={queries}
      rowKey={(row) => row.query}
      columns={[queryColumn, searchesColumn]}
      empty="Every search found something in this period."
    />
  );
}

/** "Was this helpful" votes per document in the period, most voted first; each document opens in its editor. */
export function RatingsTable({ ratings }: { ratings: Rating[] }) {
  return (
    <AnalyticsTable
      label="Helpful ratings"
      rows={ratings}
      rowKey={(row) => row.documentId}
      columns={[
        {
          header: 'Document',
          cell: (row) => (
            <Anchor component={Link} to={documentEditLink(row.documentId)} size="sm">
              {row.title}
            </Anchor>
          ),
        },
        { header: 'Helpful', cell: (row) => countLabel(row.helpful) },
        { header: 'Not helpful', cell: (row) => countLabel(row.notHelpful) },
        { header: 'Found helpful', cell: foundHelpful },
      ]}
      empty="No votes in this period."
    />
  );
}
