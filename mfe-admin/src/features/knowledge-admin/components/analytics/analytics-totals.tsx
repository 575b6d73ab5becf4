import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import type { KnowledgeAnalyticsData } from '../../api/get-knowledge-analytics';
import { countLabel, percentLabel } from 'shared-ui';
import { searchCountLabel } from '../../state/knowledge-labels';

function Total({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fz={28} fw={700} m={0}>
        {value}
      </Text>
      <Text component="dd" size="xs" c="dimmed" m={0}>
        {note}
      </Text>
    </Paper>
  );
}

/** The period's totals: searches, those that found nothing, and how many led readers to open a result. */
export function AnalyticsTotals({ totals }: { totals: KnowledgeAnalyticsData['totals'] }) {
  const share = totals.searches === 0 ? 0 : totals.withoutResults / totals.searches;
  return (
    <Box component="section" aria-label="Totals">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0}>
        <Total label="Searches" value={countLabel(totals.searches)} note="Searches readers made in the help center." />
        <Total
          label="Without results"
          value={countLabel(totals.withoutResults)}
          note={`${percentLabel(share)} of searches found nothing.`}
        />
        <Total
          label="Click-through rate"
          value={percentLabel(totals.clickThroughRate)}
          note={`${searchCountLabel(totals.searchesWithClick)} led to a document being opened.`}
        />
      </SimpleGrid>
    </Box>
  );
}
