import { Badge, Group, NativeSelect, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { ADD_LOAN_TEXTS, type ContactChoice, type ExternalUser, type Organization } from 'shared-rules';
import { type ExternalUsersSummaryArgs, LoadErrorAlert, useGetExternalUsersSummaryQuery } from 'shared-ui';

export interface ContactPickerProps {
  /** Loan Officer, Loan Processor or Submission Contact. */
  roleLabel: string;
  roleType: ExternalUsersSummaryArgs['roleType'];
  organizations: Organization[];
  /** Internal users choose the organisation; external users' own organisation is fixed. */
  canChooseOrganization: boolean;
  choice: ContactChoice;
  required: boolean;
  /** The signed-in user (found by their encompass id), chosen for this role when they hold it and nobody is chosen yet. */
  preselectUserId?: string | null;
  onChange: (choice: ContactChoice) => void;
}

function userLabel(user: ExternalUser): string {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return user.disabledLogin ? `${name} (${ADD_LOAN_TEXTS.disabledContact})` : name;
}

/** One contact of the loan: an organisation and one of its users holding the role. */
export function ContactPicker(props: ContactPickerProps) {
  const { choice, onChange, preselectUserId } = props;
  const orgId = choice.organizationId ?? null;
  const users = useGetExternalUsersSummaryQuery(orgId ? { orgId, roleType: props.roleType, includeDisabled: true } : skipToken);
  const results = users.data?.results ?? [];
  const selected = results.find((user) => user.id === choice.userId) ?? null;

  useEffect(() => {
    if (!choice.userId && preselectUserId && results.some((user) => user.id === preselectUserId && !user.disabledLogin)) {
      onChange({ organizationId: orgId, userId: preselectUserId });
    }
  }, [choice.userId, preselectUserId, results, orgId, onChange]);

  const organizationOptions = props.organizations.map((org) => ({ value: org.summary.id, label: org.summary.organizationName }));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {props.roleLabel}
          </Text>
          {!props.required && (
            <Text size="xs" c="dimmed">
              Optional
            </Text>
          )}
        </Group>
        <Group grow align="flex-start" gap="sm">
          <NativeSelect
            label={`${props.roleLabel} organization`}
            value={orgId ?? ''}
            disabled={!props.canChooseOrganization}
            data={[{ value: '', label: 'Choose an organization' }, ...organizationOptions]}
            onChange={(event) => onChange({ organizationId: event.currentTarget.value || null, userId: null })}
          />
          <NativeSelect
            label={props.roleLabel}
            withAsterisk={props.required}
            value={choice.userId ?? ''}
            disabled={!orgId || users.isFetching || users.isError}
            onChange={(event) => onChange({ organizationId: orgId, userId: event.currentTarget.value || null })}
          >
            <option value="">{users.isFetching ? 'Loading contacts…' : `Choose the ${props.roleLabel.toLowerCase()}`}</option>
            {results.map((user) => (
              <option key={user.id} value={user.id} title={user.disabledLogin ? ADD_LOAN_TEXTS.disabledContactTooltip : user.email}>
                {userLabel(user)}
              </option>
            ))}
          </NativeSelect>
        </Group>
        {selected && (
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {selected.email}
              {selected.phone ? ` · ${selected.phone}` : ''}
            </Text>
            {selected.disabledLogin && (
              <Tooltip label={ADD_LOAN_TEXTS.disabledContactTooltip} withArrow>
                <Badge
                  color="gray"
                  variant="light"
                  size="sm"
                  tabIndex={0}
                  aria-label={`${ADD_LOAN_TEXTS.disabledContact}: ${ADD_LOAN_TEXTS.disabledContactTooltip}`}
                >
                  {ADD_LOAN_TEXTS.disabledContact}
                </Badge>
              </Tooltip>
            )}
          </Group>
        )}
        {users.isError && (
          <LoadErrorAlert
            title={ADD_LOAN_TEXTS.externalUsersUnavailable}
            message="The contacts of this organization could not be read."
            onRetry={() => void users.refetch()}
          />
        )}
        {orgId && !users.isFetching && !users.isError && results.length === 0 && (
          <Text size="xs" c="dimmed">
            This organization has no {props.roleLabel.toLowerCase()} yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
