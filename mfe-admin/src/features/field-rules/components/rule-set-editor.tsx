import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { formatInstantDateTime, type Organization, type RuleSetVersionSummary } from 'shared-rules';
import { DiscardSaveButtons } from 'shared-ui';
import { StaleEditAlert } from 'shared-ui';
import type { RuleSetEditor } from '../hooks/use-rule-set-editor';
import { newRule } from '../state/rule-form-values';
import { eachRule } from '../state/rule-set-values';
import { freshRuleId } from '../state/rule-summary';
import { ALL_ORGANIZATIONS, organizationOptions } from '../state/organizations';
import { RuleDrawer } from './rule-drawer';
import { RulesTable } from './rules-table';
import { FormRefusal } from 'shared-ui';

export interface RuleSetEditorPanelProps {
  editor: RuleSetEditor;
  organizations: readonly Organization[] | undefined;
  knownTags: readonly string[];
  /** The last saved version (who and when), when known. */
  latest: RuleSetVersionSummary | undefined;
}

/** The rule set's last save, as the editor states it. */
function lastSaved(latest: RuleSetVersionSummary | undefined, isNew: boolean): string {
  if (isNew) return 'New rule set: it is stored when you save it.';
  if (!latest) return 'Not saved through the portal yet.';
  const when = formatInstantDateTime(latest.savedAt) ?? latest.savedAt;
  return `Version ${latest.version}, saved ${latest.savedBy ? `by ${latest.savedBy} ` : ''}on ${when}.`;
}

/**
 * One rule set's editor: its name, organisation, tags and switch, its rules in order (each edited
 * in the rule form beside the table), and Save with the definition checks' problems at their inputs.
 */
export function RuleSetEditorPanel({ editor, organizations, knownTags, latest }: RuleSetEditorPanelProps) {
  const { form, dirty, saving, conflict, ruleProblems, unplaced } = editor;
  const headingId = useId();
  const values = form.getValues();
  const hasErrors = Object.keys(form.errors).length > 0 || Object.values(ruleProblems).some((list) => list.length > 0);

  const addRule = () => {
    const taken = new Set(eachRule(values.rules).map(({ rule }) => rule.id.trim()));
    form.insertListItem('rules', newRule(freshRuleId(taken, `rule-${values.rules.length + 1}`)));
    editor.setOpenRule(`rules.${values.rules.length}`);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={editor.submit} noValidate aria-labelledby={headingId}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={headingId}>
            {values.name.trim() || 'New rule set'}
          </Title>
          <Text size="sm" c="dimmed">
            Id{' '}
            <Text span ff="monospace">
              {editor.id}
            </Text>
            . {lastSaved(latest, editor.stored === undefined)}
          </Text>
        </Stack>
        <StaleEditAlert conflict={conflict} what="rule set" reloadLabel="Reload the saved rule set" onReload={editor.reload} />
        <FormRefusal title="The rule set was refused for these problems" refusal={unplaced} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput label="Name" required maxLength={200} {...form.getInputProps('name')} />
          <Select
            label="Organization"
            description="All organizations: the lender's own rules, run for every loan"
            data={organizationOptions(organizations, values.organizationId)}
            allowDeselect={false}
            searchable
            value={values.organizationId ?? ALL_ORGANIZATIONS}
            onChange={(value) => form.setFieldValue('organizationId', value === null || value === ALL_ORGANIZATIONS ? null : value)}
          />
          <TagsInput
            label="Tags"
            description="When the rules run: loan-data on the URLA and State Specific Data tabs, create-loan in the Add Loan wizard, wf-… where a workflow step or task names the tag"
            data={[...knownTags]}
            maxTags={20}
            splitChars={[',', ' ']}
            clearable
            {...form.getInputProps('tags')}
          />
          <Switch
            mt={{ base: 0, md: 'xl' }}
            label="Enabled: loans run this rule set"
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} fz="md">
              Rules
            </Title>
            <Button variant="light" onClick={addRule} disabled={values.rules.length >= 2000}>
              Add rule
            </Button>
          </Group>
          <RulesTable form={form} ruleProblems={ruleProblems} onEdit={editor.setOpenRule} />
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c={hasErrors ? 'red' : 'dimmed'} aria-live="polite">
            {hasErrors ? 'Fix the problems marked in red before saving.' : dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
          </Text>
          <DiscardSaveButtons dirty={dirty} saving={saving} onDiscard={editor.discard} />
        </Group>
      </Stack>
      <RuleDrawer
        form={form}
        path={editor.openRule}
        ruleProblems={ruleProblems}
        onCheck={editor.checkRule}
        onClose={() => editor.setOpenRule(null)}
      />
    </Paper>
  );
}
