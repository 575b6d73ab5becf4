import { Paper, Stack, Title } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { calendarDateOf } from 'shared-rules';
import { EmptyState, LoadErrorAlert, PageHeader, PageLoader, problemMessage } from 'shared-ui';
import { type AnalyticsView, analyticsQueryOf, analyticsViewFromParams, analyticsViewParams } from 'shared-ui';
import { PeriodPicker } from 'shared-ui';
import { useGetChatAdminOverviewQuery } from '../../api/get-chat-admin-overview';
import { OverviewTotals } from './overview-totals';
import { QuestionsChart } from './questions-chart';

export const OVERVIEW_LOAD_ERROR = "The assistant's overview could not be loaded";

/**
 * /admin/ai: how the assistant was used over a period (last 7, 30 or 90 days, or custom): its
 * totals and the questions per day. The period is in the address (`?period=&from=&to=`).
 * Services count in UTC days, so "today" is the UTC day here as well.
 */
export default function AssistantOverviewPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = analyticsViewFromParams(searchParams);
  const today = calendarDateOf(new Date(), { timeZone: 'UTC' }) ?? '';
  const query = analyticsQueryOf(view, today);
  const overview = useGetChatAdminOverviewQuery(query ?? skipToken, { refetchOnMountOrArgChange: true });
  const show = (next: AnalyticsView) => setSearchParams(analyticsViewParams(next), { replace: true });

  function body() {
    if (!query) return null;
    if (overview.isLoading || (overview.isFetching && !overview.data)) return <PageLoader label="Loading the overview" />;
    if (overview.isError || !overview.data) {
      return (
        <LoadErrorAlert title={OVERVIEW_LOAD_ERROR} message={problemMessage(overview.error)} onRetry={() => void overview.refetch()} />
      );
    }
    if (overview.data.questions === 0 && overview.data.conversations === 0) {
      return (
        <Paper withBorder radius="md" p="md">
          <EmptyState
            title="No conversations in this period"
            description="Nobody asked the assistant anything on these days. Choose a longer period."
          />
        </Paper>
      );
    }
    return (
      <Stack gap="md" aria-busy={overview.isFetching}>
        <OverviewTotals overview={overview.data} />
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="assistant-questions-per-day">
          <Title order={2} fz="md" id="assistant-questions-per-day" mb="sm">
            Questions per day
          </Title>
          <QuestionsChart days={overview.data.questionsByDay} />
        </Paper>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="Assistant" description="How the in-app assistant is used, how well it answers and how fast." />
      <Stack gap="md">
        <PeriodPicker view={view} query={query} note="Days are counted in UTC, as conversations are recorded." onChange={show} />
        {body()}
      </Stack>
    </>
  );
}
