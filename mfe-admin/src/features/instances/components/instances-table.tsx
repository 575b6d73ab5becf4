import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { Instance } from 'shared-rules';

export interface InstanceRowActions {
  onEdit: (instance: Instance) => void;
  onSetEnabled: (instance: Instance, enabled: boolean) => void;
  /** Absent while impersonating: an impersonation session does not move to another portal. */
  onOpen?: (instance: Instance) => void;
}

function InstanceRow({ instance, busy, actions }: { instance: Instance; busy: boolean; actions: InstanceRowActions }) {
  return (
    <Table.Tr>
      <Table.Td>
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
      </Table.Td>
      <Table.Td>
        <Anchor href={instance.baseUrl} size="sm" target="_blank" rel="noreferrer">
          {instance.baseUrl}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {instance.enabled ? (
          <Badge color="green" variant="light" size="sm">
            Enabled
          </Badge>
        ) : (
          <Badge color="gray" variant="light" size="sm">
            Disabled
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
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
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The portal's instances: name (this one badged), address, whether enabled, and each row's actions. */
export function InstancesTable({
  instances,
  busyId,
  actions,
}: {
  instances: Instance[];
  busyId: string | null;
  actions: InstanceRowActions;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Instances" withTableBorder highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <Text size="sm" fw={700} ta="right">
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {instances.map((instance) => (
            <InstanceRow key={instance.id} instance={instance} busy={busyId === instance.id} actions={actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
