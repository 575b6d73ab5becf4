import { Alert, Badge, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONDITION_STATUS_LABELS, calendarDateOf } from 'shared-rules';
import { EmptyState, LoadErrorAlert, problemMessage } from 'shared-ui';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';
import { useGetLoanConditionsQuery } from '../api/get-loan-conditions';
import { STATUS_FILTERS, countsLabel, groupByCategory, statusFilterOf, type StatusFilter } from '../state/condition-display';
import { ConditionCard } from './condition-card';
import { ConditionFormModal } from './condition-form-modal';

function conditionCountLabel(count: number): string {
  return count === 1 ? '1 condition' : `${count} conditions`;
}

/**
 * The Conditions tab: what the lender needs before approval, docs or funding, grouped by the
 * `conditions` setting's categories, filtered by status (`?status=`, kept in the address). The
 * lender's staff add, edit, clear, waive and reopen conditions and reject documents; brokers
 * answer with documents and comments. Kept current for every open browser by `condition-update`
 * events of the loan's room (see the loan route).
 */
export default function ConditionsTab({ loan }: LoanTabProps) {
  const conditions = useGetLoanConditionsQuery(loan.id);
  // Services refuse condition changes while the loan is read-only for the user or adverse-action locked.
  const readOnly = loan.frame.readOnly || loan.frame.adverseActionLocked;
  const [params, setParams] = useSearchParams();
  const filter = statusFilterOf(params.get('status'));
  const [adding, setAdding] = useState(false);

  const setFilter = (value: StatusFilter) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );

  const data = conditions.data;
  const canAdd = data?.canManage === true && !readOnly;
  const header = (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Title order={2} fz="h3">
          Conditions
        </Title>
        {data && data.conditions.length > 0 && (
          <Text size="sm" c="dimmed">
            {countsLabel(data.conditions)}
          </Text>
        )}
      </Stack>
      {canAdd && <Button onClick={() => setAdding(true)}>Add condition</Button>}
    </Group>
  );

  if (conditions.isLoading) {
    return (
      <Stack gap="md">
        {header}
        <Stack gap="sm" role="status" aria-label="Loading conditions">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={96} radius="md" />
          ))}
        </Stack>
      </Stack>
    );
  }

  if (!data) {
    return (
      <Stack gap="md">
        {header}
        <LoadErrorAlert
          title="The conditions could not be loaded"
          message={problemMessage(conditions.error)}
          onRetry={() => void conditions.refetch()}
        />
      </Stack>
    );
  }

  const today = calendarDateOf(new Date()) ?? '';
  const shown = filter === 'all' ? data.conditions : data.conditions.filter((condition) => condition.status === filter);
  const groups = groupByCategory(data.categories, shown);
  return (
    <Stack gap="md">
      {header}
      {conditions.isError && (
        // A refetch failed: the last list stays on screen, marked as possibly stale.
        <Alert color="orange" role="alert" title="The list may be out of date">
          {problemMessage(conditions.error)}
        </Alert>
      )}
      {data.conditions.length === 0 ? (
        <EmptyState
          title="No conditions yet"
          description={
            data.canManage
              ? 'Add what the loan needs before approval, docs or funding; the broker is told of each new condition.'
              : 'The lender adds conditions during underwriting. Each one appears here with what it needs, and you answer it with documents.'
          }
          action={
            canAdd && (
              <Button variant="light" onClick={() => setAdding(true)}>
                Add the first condition
              </Button>
            )
          }
        />
      ) : (
        <>
          <SegmentedControl
            aria-label="Filter by status"
            data={STATUS_FILTERS.map((option) => ({ value: option.value, label: option.label }))}
            value={filter}
            onChange={(value) => setFilter(value as StatusFilter)}
            style={{ alignSelf: 'flex-start' }}
          />
          {groups.length === 0 && (
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                No {filter === 'all' ? '' : CONDITION_STATUS_LABELS[filter].toLowerCase()} conditions.
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={() => setFilter('all')}>
                Show all
              </Button>
            </Group>
          )}
          {groups.map((group) => (
            <Stack key={group.category} component="section" gap="sm" aria-label={group.category}>
              <Group gap="xs">
                <Title order={3} fz="h4">
                  {group.category}
                </Title>
                <Badge variant="light" color="gray">
                  {conditionCountLabel(group.conditions.length)}
                </Badge>
              </Group>
              {group.conditions.map((condition) => (
                <ConditionCard
                  key={condition.id}
                  loanId={loan.id}
                  condition={condition}
                  conditions={data}
                  today={today}
                  readOnly={readOnly}
                />
              ))}
            </Stack>
          ))}
        </>
      )}
      {adding && <ConditionFormModal loanId={loan.id} condition={null} conditions={data} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
