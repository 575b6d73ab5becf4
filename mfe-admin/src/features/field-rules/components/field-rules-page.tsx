import { Anchor, Button, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { RuleSetRecord } from 'shared-rules';
import { EmptyState, LoadErrorAlert, PageHeader, problemMessage, UnsavedChangesGuard, useGetExternalOrgsQuery } from 'shared-ui';
import { useGetRuleSetsQuery } from '../../settings-checklist/api/get-rule-sets';
import { useGetLatestRuleSetVersionsQuery } from '../api/get-latest-rule-set-versions';
import { useRuleSetEditor } from '../hooks/use-rule-set-editor';
import { useRuleSetsUpdates } from '../hooks/use-rule-sets-updates';
import { auditLink, editorLink, FIELD_RULES_PARAMS, listLink } from '../state/field-rules-links';
import { NewRuleSetModal } from './new-rule-set-modal';
import { RuleSetEditorPanel } from './rule-set-editor';
import { RuleSetsTable } from './rule-sets-table';
import { TryItPanel } from './try-it-panel';

interface EditorViewProps {
  id: string;
  stored: RuleSetRecord | undefined;
  tag: string | null;
  knownTags: string[];
}

/** One rule set open: its editor, "Try it" on a loan, and the way back to the list or to its history. */
function EditorView({ id, stored, tag, knownTags }: EditorViewProps) {
  const navigate = useNavigate();
  const organizations = useGetExternalOrgsQuery();
  const latest = useGetLatestRuleSetVersionsQuery();
  const ruleSets = useGetRuleSetsQuery();
  const editor = useRuleSetEditor(id, stored, () => {
    void ruleSets.refetch();
    // A new rule set is stored now: its address no longer says "new".
    if (!stored) void navigate(editorLink(id, tag), { replace: true });
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Anchor component={Link} to={listLink(tag)} size="sm">
          All rule sets
        </Anchor>
        {stored && (
          <Button component={Link} to={auditLink(id)} variant="default" size="xs">
            History and restore
          </Button>
        )}
      </Group>
      <RuleSetEditorPanel
        editor={editor}
        organizations={organizations.data}
        knownTags={knownTags}
        latest={latest.data?.find((version) => version.ruleSetId === id)}
      />
      <TryItPanel values={editor.form.getValues()} />
      <UnsavedChangesGuard when={editor.dirty} />
    </Stack>
  );
}

/**
 * /admin/field-rules: the rule sets (filtered by tag through `?tag=`), and the one named by
 * `?ruleSet=` open in the editor (`&new=1` for one not stored yet). Another administrator's save
 * arrives with `rule-sets-update` and is read again.
 */
export function FieldRulesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ruleSets = useGetRuleSetsQuery();
  const latest = useGetLatestRuleSetVersionsQuery();
  const organizations = useGetExternalOrgsQuery();
  const [creating, setCreating] = useState(false);
  useRuleSetsUpdates(() => void ruleSets.refetch());
  const selected = params.get(FIELD_RULES_PARAMS.ruleSet);
  const isNew = params.get(FIELD_RULES_PARAMS.isNew) === '1';
  const tag = params.get(FIELD_RULES_PARAMS.tag);
  // Every tag some rule set carries, sorted: the filter's choices and the tags input's suggestions.
  const knownTags = useMemo(() => [...new Set((ruleSets.data ?? []).flatMap((record) => record.tags))].sort(), [ruleSets.data]);
  const latestById = useMemo(() => new Map((latest.data ?? []).map((version) => [version.ruleSetId, version])), [latest.data]);
  const shown = (ruleSets.data ?? []).filter((record) => tag === null || record.tags.includes(tag));
  const stored = ruleSets.data?.find((record) => record.id === selected);

  const header = (
    <PageHeader
      title="Field Rules"
      description="The validation rules that judge loan fields, grouped in rule sets that run where their tags say."
    />
  );
  if (ruleSets.isLoading)
    return (
      <>
        {header}
        <Skeleton height={240} radius="md" />
      </>
    );
  if (ruleSets.isError || !ruleSets.data) {
    return (
      <>
        {header}
        <LoadErrorAlert
          title="The rule sets could not be loaded"
          message={problemMessage(ruleSets.error)}
          onRetry={() => void ruleSets.refetch()}
        />
      </>
    );
  }
  if (selected !== null && (stored || isNew)) {
    return (
      <>
        {header}
        {/* Keyed by id: another rule set starts a fresh form. */}
        <EditorView key={selected} id={selected} stored={stored} tag={tag} knownTags={knownTags} />
      </>
    );
  }
  return (
    <>
      {header}
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {selected !== null && (
            <Text size="sm" c="red" role="alert">
              There is no rule set {selected}. Choose one below.
            </Text>
          )}
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Select
              label="Tag"
              placeholder="All tags"
              data={knownTags}
              value={tag}
              onChange={(value) => void navigate(listLink(value))}
              clearable
              searchable
              w={{ base: '100%', sm: 260 }}
            />
            <Button onClick={() => setCreating(true)}>New rule set</Button>
          </Group>
          {shown.length === 0 ? (
            <EmptyState
              title={tag ? `No rule set is tagged ${tag}` : 'No rule sets yet'}
              description="A rule set groups the rules that run together; its tags say where they run."
            />
          ) : (
            <RuleSetsTable ruleSets={shown} latest={latestById} organizations={organizations.data} tag={tag} />
          )}
        </Stack>
      </Paper>
      <NewRuleSetModal
        opened={creating}
        takenIds={new Set(ruleSets.data.map((record) => record.id))}
        onCancel={() => setCreating(false)}
        onCreate={(id) => {
          setCreating(false);
          void navigate(editorLink(id, tag, true));
        }}
      />
    </>
  );
}
