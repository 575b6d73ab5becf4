import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { KnowledgeAnalyticsData } from '../../api/get-knowledge-analytics';
import { documentEditLink } from '../../state/documents-view';
import { countLabel, percentLabel } from '../../state/knowledge-labels';

function Nothing({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** The most frequent queries of the period, with how often they led to a click. */
export function TopQueriesTable({ queries }: { queries: KnowledgeAnalyticsData['topQueries'] }) {
  if (queries.length === 0) return <Nothing>No searches in this period.</Nothing>;
  return (
    <Table aria-label="Top queries" verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Query</Table.Th>
          <Table.Th>Searches</Table.Th>
          <Table.Th>Click-through</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {queries.map((entry) => (
          <Table.Tr key={entry.query}>
            <Table.Td>{entry.query}</Table.Td>
            <Table.Td>{countLabel(entry.searches)}</Table.Td>
            <Table.Td>{percentLabel(entry.clickThroughRate)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The queries that found nothing: what readers looked for and the knowledge base does not answer yet. */
export function QueriesWithoutResultsTable({ queries }: { queries: KnowledgeAnalyticsData['queriesWithoutResults'] }) {
  if (queries.length === 0) return <Nothing>Every search found something in this period.</Nothing>;
  return (
    <Table aria-label="Queries without results" verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Query</Table.Th>
          <Table.Th>Searches</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {queries.map((entry) => (
          <Table.Tr key={entry.query}>
            <Table.Td>{entry.query}</Table.Td>
            <Table.Td>{countLabel(entry.searches)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "Was this helpful" votes per document in the period, most voted first; each document opens in its editor. */
export function RatingsTable({ ratings }: { ratings: KnowledgeAnalyticsData['ratings'] }) {
  if (ratings.length === 0) return <Nothing>No votes in this period.</Nothing>;
  return (
    <Table aria-label="Helpful ratings" verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Document</Table.Th>
          <Table.Th>Helpful</Table.Th>
          <Table.Th>Not helpful</Table.Th>
          <Table.Th>Found helpful</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ratings.map((entry) => (
          <Table.Tr key={entry.documentId}>
            <Table.Td>
              <Anchor component={Link} to={documentEditLink(entry.documentId)} size="sm">
                {entry.title}
              </Anchor>
            </Table.Td>
            <Table.Td>{countLabel(entry.helpful)}</Table.Td>
            <Table.Td>{countLabel(entry.notHelpful)}</Table.Td>
            <Table.Td>
              {percentLabel(entry.helpful + entry.notHelpful === 0 ? 0 : entry.helpful / (entry.helpful + entry.notHelpful))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
