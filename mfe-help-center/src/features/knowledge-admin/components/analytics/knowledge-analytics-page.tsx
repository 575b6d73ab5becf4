import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { calendarDateOf } from 'shared-rules';
import { LoadErrorAlert, PageHeader, problemMessage } from 'shared-ui';
import { useGetKnowledgeAnalyticsQuery } from '../../api/get-knowledge-analytics';
import { type AnalyticsView, analyticsQueryOf, analyticsViewFromParams, analyticsViewParams } from 'shared-ui';
import { AnalyticsTotals } from './analytics-totals';
import { QueriesWithoutResultsTable, RatingsTable, TopQueriesTable } from './analytics-tables';
import { PeriodPicker } from 'shared-ui';
import { SearchesChart } from './searches-chart';

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" id={id} mb={description ? 2 : 'sm'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/**
 * /admin/knowledge/analytics: what readers searched for over a period (last 7, 30 or 90 days, or
 * custom), what they found, and how they rated what they read. The period is in the address
 * (`?period=&from=&to=`). Services count in UTC days, so "today" is the UTC day here as well.
 */
export default function KnowledgeAnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = analyticsViewFromParams(searchParams);
  const today = calendarDateOf(new Date(), { timeZone: 'UTC' }) ?? '';
  const query = analyticsQueryOf(view, today);
  const analytics = useGetKnowledgeAnalyticsQuery(query ?? skipToken, { refetchOnMountOrArgChange: true });
  const show = (next: AnalyticsView) => setSearchParams(analyticsViewParams(next), { replace: true });

  function body() {
    if (!query) return null;
    if (analytics.isLoading || (analytics.isFetching && !analytics.data)) return <Skeleton height={360} radius="md" />;
    if (analytics.isError || !analytics.data) {
      return (
        <LoadErrorAlert
          title="The analytics could not be loaded"
          message={problemMessage(analytics.error)}
          onRetry={() => void analytics.refetch()}
        />
      );
    }
    const { totals, searchesByDay, topQueries, queriesWithoutResults, ratings } = analytics.data;
    return (
      <Stack gap="md" aria-busy={analytics.isFetching}>
        <AnalyticsTotals totals={totals} />
        <Section id="knowledge-searches-per-day" title="Searches per day">
          <SearchesChart days={searchesByDay} />
        </Section>
        <Section
          id="knowledge-top-queries"
          title="Top queries"
          description="The most frequent searches, and how often one of their results was opened."
        >
          <TopQueriesTable queries={topQueries} />
        </Section>
        <Section
          id="knowledge-documents-to-write"
          title="Documents to write"
          description="Searches that found nothing: what readers looked for that the knowledge base does not answer yet."
        >
          <QueriesWithoutResultsTable queries={queriesWithoutResults} />
        </Section>
        <Section
          id="knowledge-ratings"
          title="Helpful ratings"
          description="“Was this helpful” votes per document in the period, most voted first."
        >
          <RatingsTable ratings={ratings} />
        </Section>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Knowledge Analytics"
        description="What readers search for in the help center, what they find, and what they found helpful."
      />
      <Stack gap="md">
        <PeriodPicker view={view} query={query} note="Days are counted in UTC, as searches are recorded." onChange={show} />
        {body()}
      </Stack>
    </>
  );
}
