import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { Instance } from 'shared-rules';
import { DataTable, type DataTableColumn, type DataTableLoadError } from 'shared-ui';

export interface InstanceRowActions {
  onEdit: (instance: Instance) => void;
  onSetEnabled: (instance: Instance, enabled: boolean) => void;
  /** Absent while impersonating: an impersonation session does not move to another portal. */
  onOpen?: (instance: Instance) => void;
}

const COLUMNS: DataTableColumn<Instance>[] = [
  {
    key: 'name',
    title: 'Name',
    render: (instance) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {instance.name}
        </Text>
        {instance.isCurrent && (
          <Badge variant="light" size="sm">
            This instance
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'baseUrl',
    title: 'Address',
    render: (instance) => (
      <Anchor href={instance.baseUrl} size="sm" target="_blank" rel="noreferrer">
        {instance.baseUrl}
      </Anchor>
    ),
  },
  {
    key: 'enabled',
    title: 'Status',
    render: (instance) =>
      instance.enabled ? (
        <Badge color="green" variant="light" size="sm">
          Enabled
        </Badge>
      ) : (
        <Badge color="gray" variant="light" size="sm">
          Disabled
        </Badge>
      ),
  },
];

function InstanceActions({ instance, busy, actions }: { instance: Instance; busy: boolean; actions: InstanceRowActions }) {
  return (
    <>
      {actions.onOpen && instance.enabled && (
        <Button size="xs" loading={busy} onClick={() => actions.onOpen?.(instance)} aria-label={`Open ${instance.name}`}>
          Open
        </Button>
      )}
      <Button size="xs" variant="default" onClick={() => actions.onEdit(instance)} aria-label={`Edit ${instance.name}`}>
        Edit
      </Button>
      {!instance.isCurrent && (
        <Button
          size="xs"
          variant="default"
          color={instance.enabled ? 'red' : undefined}
          disabled={busy}
          onClick={() => actions.onSetEnabled(instance, !instance.enabled)}
          aria-label={`${instance.enabled ? 'Disable' : 'Enable'} ${instance.name}`}
        >
          {instance.enabled ? 'Disable' : 'Enable'}
        </Button>
      )}
    </>
  );
}

/** The portal's instances: name (this one badged), address, whether enabled, and each row's actions. */
export function InstancesTable({
  instances,
  error,
  busyId,
  actions,
}: {
  /** Undefined until services first answer. */
  instances: Instance[] | undefined;
  error: DataTableLoadError | null;
  busyId: string | null;
  actions: InstanceRowActions;
}) {
  return (
    <DataTable<Instance>
      label="Instances"
      records={instances}
      rowKey={(instance) => instance.id}
      columns={COLUMNS}
      error={error}
      loadingLabel="Loading the instances"
      empty={{ title: 'No instances yet', description: 'This portal lists itself once the services have started; add the others here.' }}
      minWidth={640}
      withBorder
      rowActions={{
        titleShown: true,
        render: (instance) => <InstanceActions instance={instance} busy={busyId === instance.id} actions={actions} />,
      }}
    />
  );
}
