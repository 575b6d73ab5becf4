import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import { countLabel, percentLabel } from 'shared-ui';
import type { ChatAdminOverviewData } from '../../api/get-chat-admin-overview';
import { durationLabel } from '../../state/assistant-labels';

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

/** The period's totals: how much the assistant was used, how well it answered, and how fast. */
export function OverviewTotals({ overview }: { overview: ChatAdminOverviewData }) {
  return (
    <Box component="section" aria-label="Totals">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 4 }} m={0}>
        <Total label="Conversations" value={countLabel(overview.conversations)} note="Conversations with at least one message." />
        <Total label="Questions" value={countLabel(overview.questions)} note="Messages users sent to the assistant." />
        <Total label="Users" value={countLabel(overview.users)} note="Different users who asked something." />
        <Total
          label="Resolution rate"
          value={percentLabel(overview.resolutionRate)}
          note="Replies that answered with an action, a citation or a loan fact."
        />
        <Total label="Tickets created" value={countLabel(overview.ticketsCreated)} note="Support tickets opened from a conversation." />
        <Total label="Thumbs up" value={countLabel(overview.thumbsUp)} note="Replies users found helpful." />
        <Total label="Thumbs down" value={countLabel(overview.thumbsDown)} note="Replies users found unhelpful." />
        <Total
          label="Fallbacks"
          value={countLabel(overview.fallbacks)}
          note="Replies the built-in provider gave because the model failed."
        />
        <Total label="Latency p50" value={durationLabel(overview.latencyMsP50)} note="Half the replies were complete within this time." />
        <Total label="Latency p95" value={durationLabel(overview.latencyMsP95)} note="95% of the replies were complete within this time." />
      </SimpleGrid>
    </Box>
  );
}
