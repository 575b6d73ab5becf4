import { Box, SimpleGrid } from '@mantine/core';
import { countLabel, PeriodTotal, percentLabel } from 'shared-ui';
import type { ChatAdminOverviewData } from '../../api/get-chat-admin-overview';
import { durationLabel } from '../../state/assistant-labels';

/** The period's totals: how much the assistant was used, how well it answered, and how fast. */
export function OverviewTotals({ overview }: { overview: ChatAdminOverviewData }) {
  return (
    <Box component="section" aria-label="Totals">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 4 }} m={0}>
        <PeriodTotal label="Conversations" value={countLabel(overview.conversations)} note="Conversations with at least one message." />
        <PeriodTotal label="Questions" value={countLabel(overview.questions)} note="Messages users sent to the assistant." />
        <PeriodTotal label="Users" value={countLabel(overview.users)} note="Different users who asked something." />
        <PeriodTotal
          label="Resolution rate"
          value={percentLabel(overview.resolutionRate)}
          note="Replies that answered with an action, a citation or a loan fact."
        />
        <PeriodTotal
          label="Tickets created"
          value={countLabel(overview.ticketsCreated)}
          note="Support tickets opened from a conversation."
        />
        <PeriodTotal label="Thumbs up" value={countLabel(overview.thumbsUp)} note="Replies users found helpful." />
        <PeriodTotal label="Thumbs down" value={countLabel(overview.thumbsDown)} note="Replies users found unhelpful." />
        <PeriodTotal
          label="Fallbacks"
          value={countLabel(overview.fallbacks)}
          note="Replies the built-in provider gave because the model failed."
        />
        <PeriodTotal
          label="Latency p50"
          value={durationLabel(overview.latencyMsP50)}
          note="Half the replies were complete within this time."
        />
        <PeriodTotal
          label="Latency p95"
          value={durationLabel(overview.latencyMsP95)}
          note="95% of the replies were complete within this time."
        />
      </SimpleGrid>
    </Box>
  );
}
