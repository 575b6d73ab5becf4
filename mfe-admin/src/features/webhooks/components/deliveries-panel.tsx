import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatInstantDateTime, type WebhookDelivery, type WebhookEndpoint } from 'shared-rules';
import { DataTable, type DataTableColumn, loadErrorOf, problemMessage, showToast } from 'shared-ui';
import { useGetWebhookDeliveriesQuery, useReplayWebhookDeliveryMutation, useReplayWebhookRangeMutation } from '../api/webhook-deliveries';
import { DELIVERY_STATE_LABELS } from '../state/delivery-labels';

export const DELIVERIES_PAGE_SIZE = 20;
const STATE_COLORS = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;

const when = (value: string | null) => (value ? (formatInstantDateTime(value, { seconds: true }) ?? value) : '—');

/** Replays every delivery whose event happened between two instants (the browser's local time). */
function ReplayRange({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [replay, replaying] = useReplayWebhookRangeMutation();
  const submit = async () => {
    try {
      const { replayed } = await replay({
        endpointId: endpoint.id,
        range: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
      }).unwrap();
      showToast('success', 'Replay queued', `${replayed} deliveries will be sent again, with their original webhook-id.`);
    } catch (error) {
      showToast('error', 'Nothing was replayed', problemMessage(error));
    }
  };
  const complete = from !== '' && to !== '' && !Number.isNaN(Date.parse(from)) && !Number.isNaN(Date.parse(to));
  return (
    <Group align="flex-end">
      <TextInput type="datetime-local" label="Events from" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
      <TextInput type="datetime-local" label="Events to" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
      <Button variant="default" disabled={!complete} loading={replaying.isLoading} onClick={() => void submit()}>
        Replay this range
      </Button>
    </Group>
  );
}

/** An endpoint's delivery log (newest event first, by page), with Replay per delivery and per time range. */
export function DeliveriesPanel({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const deliveries = useGetWebhookDeliveriesQuery({ endpointId: endpoint.id, page, pageSize: DELIVERIES_PAGE_SIZE });
  const [replay, replaying] = useReplayWebhookDeliveryMutation();
  const replayOne = async (delivery: WebhookDelivery) => {
    try {
      await replay({ endpointId: endpoint.id, deliveryId: delivery.id }).unwrap();
      showToast('success', 'Replay queued', `The ${delivery.eventType} event will be sent again, with its original webhook-id.`);
    } catch (error) {
      showToast('error', 'The delivery was not replayed', problemMessage(error));
    }
  };
  const columns: DataTableColumn<WebhookDelivery>[] = [
    { key: 'occurredAt', title: 'Event time', noWrap: true, render: (delivery) => when(delivery.occurredAt) },
    {
      key: 'event',
      title: 'Event',
      render: (delivery) => (
        <Stack gap={2}>
          <Text size="sm">{delivery.eventType}</Text>
          <Text size="xs" c="dimmed">
            Loan {delivery.loanId} · id {delivery.eventId}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'state',
      title: 'Status',
      render: (delivery) => (
        <Badge variant="light" color={STATE_COLORS[delivery.state]}>
          {DELIVERY_STATE_LABELS[delivery.state]}
        </Badge>
      ),
    },
    { key: 'attempts', title: 'Attempts', align: 'right', render: (delivery) => delivery.attempts },
    {
      key: 'response',
      title: 'Response',
      render: (delivery) => (delivery.responseStatus === null ? '—' : String(delivery.responseStatus)),
    },
    {
      key: 'duration',
      title: 'Duration',
      align: 'right',
      render: (delivery) => (delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`),
    },
    { key: 'error', title: 'Last error', cellStyle: { overflowWrap: 'anywhere' }, render: (delivery) => delivery.lastError ?? '—' },
    { key: 'deliveredAt', title: 'Delivered', noWrap: true, render: (delivery) => when(delivery.deliveredAt) },
    {
      key: 'replay',
      title: 'Replay',
      titleHidden: true,
      render: (delivery) => (
        <Button
          size="xs"
          variant="default"
          loading={replaying.isLoading && replaying.originalArgs?.deliveryId === delivery.id}
          onClick={() => void replayOne(delivery)}
          aria-label={`Replay the ${delivery.eventType} event ${delivery.eventId}`}
        >
          Replay
        </Button>
      ),
    },
  ];
  return (
    <Paper withBorder p="md" mt="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Deliveries to {endpoint.url}
        </Title>
        <ReplayRange endpoint={endpoint} />
        <DataTable<WebhookDelivery>
          label="Deliveries"
          records={deliveries.data?.items}
          rowKey={(delivery) => delivery.id}
          columns={columns}
          error={loadErrorOf(deliveries, 'The deliveries could not be loaded')}
          loadingLabel="Loading the deliveries"
          empty="No delivery yet: events of the loans this endpoint covers appear here."
          fetching={deliveries.isFetching}
          paging={{ pageSize: DELIVERIES_PAGE_SIZE, page, onPageChange: setPage, total: deliveries.data?.total, label: 'Delivery pages' }}
          minWidth={1000}
          verticalSpacing="xs"
        />
      </Stack>
    </Paper>
  );
}
