import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatInstantDateTime, type Organization, type WebhookEndpoint } from 'shared-rules';
import { DataTable, type DataTableColumn, type DataTableLoadError } from 'shared-ui';
import { DELIVERY_STATE_LABELS } from '../state/delivery-labels';

export interface EndpointActions {
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
  onShowDeliveries: (endpoint: WebhookEndpoint) => void;
}

function scopeOf(endpoint: WebhookEndpoint, organizations: readonly Organization[] | undefined): string {
  if (endpoint.organizationIds === null) return 'Every organisation';
  const names = new Map((organizations ?? []).map((organization) => [organization.summary.id, organization.summary.organizationName]));
  return endpoint.organizationIds.map((id) => names.get(id) ?? id).join(', ');
}

function LastDelivery({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.lastDeliveryState || !endpoint.lastDeliveryAt)
    return (
      <Text size="sm" c="dimmed">
        None yet
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm">
        {DELIVERY_STATE_LABELS[endpoint.lastDeliveryState]}
        {endpoint.lastResponseStatus !== null ? ` (${endpoint.lastResponseStatus})` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {formatInstantDateTime(endpoint.lastDeliveryAt) ?? endpoint.lastDeliveryAt}
      </Text>
    </Stack>
  );
}

/** The endpoints: address, organisations, events, whether on, the last delivery, and their actions. */
export function EndpointsTable({
  endpoints,
  organizations,
  error,
  actions,
}: {
  endpoints: WebhookEndpoint[] | undefined;
  organizations: readonly Organization[] | undefined;
  error: DataTableLoadError | null;
  actions: EndpointActions;
}) {
  const columns: DataTableColumn<WebhookEndpoint>[] = [
    { key: 'url', title: 'Address', rowHeader: true, cellStyle: { overflowWrap: 'anywhere' }, render: (endpoint) => endpoint.url },
    { key: 'scope', title: 'Organisations', render: (endpoint) => scopeOf(endpoint, organizations) },
    { key: 'events', title: 'Events', render: (endpoint) => <Text size="xs">{endpoint.eventTypes.join(', ')}</Text> },
    {
      key: 'active',
      title: 'Status',
      render: (endpoint) => (
        <Stack gap={2}>
          <Badge variant="light" color={endpoint.active ? 'green' : 'gray'}>
            {endpoint.active ? 'Active' : 'Off'}
          </Badge>
          {endpoint.disabledReason && <Text size="xs">{endpoint.disabledReason}</Text>}
        </Stack>
      ),
    },
    { key: 'last', title: 'Last delivery', render: (endpoint) => <LastDelivery endpoint={endpoint} /> },
    {
      key: 'actions',
      title: 'Actions',
      titleHidden: true,
      render: (endpoint) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => actions.onShowDeliveries(endpoint)}
            aria-label={`Deliveries of ${endpoint.url}`}
          >
            Deliveries
          </Button>
          <Button size="xs" variant="default" onClick={() => actions.onEdit(endpoint)} aria-label={`Edit ${endpoint.url}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => actions.onRotate(endpoint)}
            aria-label={`Rotate the secret of ${endpoint.url}`}
          >
            Rotate secret
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => actions.onDelete(endpoint)} aria-label={`Delete ${endpoint.url}`}>
            Delete
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable<WebhookEndpoint>
      label="Webhook endpoints"
      records={endpoints}
      rowKey={(endpoint) => endpoint.id}
      columns={columns}
      error={error}
      loadingLabel="Loading the webhook endpoints"
      empty="No endpoint yet: add one to post loan changes to a partner's system."
      minWidth={900}
    />
  );
}
