import { Anchor, Button, Group, Modal, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { RuleSetVersionSummary } from 'shared-rules';
import { LoadErrorAlert, PageHeader, problemMessage, problemOf, showErrorToast, showToast, useGetExternalOrgsQuery } from 'shared-ui';
import { useGetRuleSetsQuery } from '../../settings-checklist/api/get-rule-sets';
import { useGetRuleSetVersionsQuery } from '../api/get-rule-set-versions';
import { useRestoreRuleSetVersionMutation } from '../api/restore-rule-set-version';
import { useRuleSetsUpdates } from '../hooks/use-rule-sets-updates';
import { editorLink, FIELD_RULES_PARAMS } from '../state/field-rules-links';
import { CURRENT, VersionCompare } from './version-compare';
import { VersionsTable } from './versions-table';

/**
 * /admin/field-rules/audit: the versions of the rule set named by `?ruleSet=` (who saved each,
 * when, what changed), the difference between two of them (`?from=&to=`, a version number or
 * `current`; by default the last save), and Restore, which saves an older version again.
 */
export function FieldRulesAuditPage() {
  const [params, setParams] = useSearchParams();
  const ruleSetId = params.get(FIELD_RULES_PARAMS.ruleSet);
  const ruleSets = useGetRuleSetsQuery();
  const organizations = useGetExternalOrgsQuery();
  const versions = useGetRuleSetVersionsQuery(ruleSetId ?? '', { skip: !ruleSetId });
  const [restore, { isLoading: restoring }] = useRestoreRuleSetVersionMutation();
  const [pending, setPending] = useState<RuleSetVersionSummary | null>(null);
  useRuleSetsUpdates(() => void ruleSets.refetch());
  const current = ruleSets.data?.find((record) => record.id === ruleSetId);
  const list = versions.data ?? [];
  const newest = list[0]?.version;
  const from = params.get(FIELD_RULES_PARAMS.from) ?? String(list[1]?.version ?? newest ?? '');
  const to = params.get(FIELD_RULES_PARAMS.to) ?? CURRENT;

  const update = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const confirmRestore = async () => {
    if (!pending || !ruleSetId) return;
    const version = pending.version;
    try {
      const saved = await restore({ ruleSetId, version }).unwrap();
      setPending(null);
      void ruleSets.refetch();
      update({ from: null, to: null });
      showToast('success', `Version ${version} restored`, `${saved.name} was saved again as it was in version ${version}.`);
    } catch (error) {
      setPending(null);
      showErrorToast(error, 'The version was not restored');
    }
  };

  return (
    <>
      <PageHeader
        title="Field Rules Audit"
        description="Every save of a rule set: who made it, when, what changed; compare two versions and restore one."
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Select
              label="Rule set"
              placeholder="Choose a rule set"
              data={(ruleSets.data ?? []).map((record) => ({ value: record.id, label: `${record.name} (${record.id})` }))}
              value={ruleSetId}
              onChange={(value) => update({ ruleSet: value, from: null, to: null })}
              searchable
              w={{ base: '100%', sm: 420 }}
            />
            {current && (
              <Anchor component={Link} to={editorLink(current.id)} size="sm">
                Edit {current.name}
              </Anchor>
            )}
          </Group>
        </Paper>
        {!ruleSetId ? (
          <Text size="sm" c="dimmed">
            Choose a rule set to see its versions.
          </Text>
        ) : versions.isLoading ? (
          <Skeleton height={200} radius="md" />
        ) : versions.isError && problemOf(versions.error)?.status === 404 ? (
          <Text size="sm" c="red" role="alert">
            There is no rule set {ruleSetId}. Choose one above.
          </Text>
        ) : versions.isError ? (
          <LoadErrorAlert
            title="The versions could not be loaded"
            message={problemMessage(versions.error)}
            onRetry={() => void versions.refetch()}
          />
        ) : (
          <>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="field-rules-versions">
              <Stack gap="sm">
                <Title order={2} fz="lg" id="field-rules-versions">
                  Versions of {current?.name ?? ruleSetId}
                </Title>
                {list.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    This rule set has not been saved through the portal yet.
                  </Text>
                ) : (
                  <VersionsTable
                    versions={list}
                    onCompare={(version) => update({ from: String(version.version - 1), to: String(version.version) })}
                    onRestore={setPending}
                  />
                )}
              </Stack>
            </Paper>
            {list.length > 0 && (
              <VersionCompare
                ruleSetId={ruleSetId}
                versions={list}
                current={current}
                organizations={organizations.data}
                from={from}
                to={to}
                onChange={(nextFrom, nextTo) => update({ from: nextFrom, to: nextTo })}
              />
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={`Restore version ${pending?.version ?? ''}?`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">
          The rule set becomes as it was in version {pending?.version}: its name, tags, switch and {pending?.ruleCount} rules. This is saved
          as version {(newest ?? 0) + 1}; version {newest} stays in the history. Loans are judged by it at once.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(null)} data-autofocus disabled={restoring}>
            Cancel
          </Button>
          <Button onClick={() => void confirmRestore()} loading={restoring}>
            Restore version {pending?.version}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
