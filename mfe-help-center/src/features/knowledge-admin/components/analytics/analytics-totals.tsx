import { Box, SimpleGrid } from '@mantine/core';
import type { KnowledgeAnalyticsData } from '../../api/get-knowledge-analytics';
import { countLabel, PeriodTotal, percentLabel } from 'shared-ui';
import { searchCountLabel } from '../../state/knowledge-labels';

/** The period's totals: searches, those that found nothing, and how many led readers to open a result. */
export function AnalyticsTotals({ totals }: { totals: KnowledgeAnalyticsData['totals'] }) {
  const share = totals.searches === 0 ? 0 : totals.withoutResults / totals.searches;
  return (
    <Box component="section" aria-label="Totals">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0}>
        <PeriodTotal label="Searches" value={countLabel(totals.searches)} note="Searches readers made in the help center." />
        <PeriodTotal
          label="Without results"
          value={countLabel(totals.withoutResults)}
          note={`${percentLabel(share)} of searches found nothing.`}
        />
        <PeriodTotal
          label="Click-through rate"
          value={percentLabel(totals.clickThroughRate)}
          note={`${searchCountLabel(totals.searchesWithClick)} led to a document being opened.`}
        />
      </SimpleGrid>
    </Box>
  );
}
