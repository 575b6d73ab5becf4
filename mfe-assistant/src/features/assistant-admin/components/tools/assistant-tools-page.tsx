import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { type AssistantSettings, type AssistantToolName, type ChatAdminTool, formatInstantDateTime, type SettingEntry } from 'shared-rules';
import {
  DataTable,
  type DataTableColumn,
  PageHeader,
  problemMessage,
  problemOf,
  showErrorToast,
  showToast,
  useGetSettingQuery,
  useSaveSettingMutation,
} from 'shared-ui';
import { countLabel } from 'shared-ui';
import { type EditConflict, StaleEditAlert } from 'shared-ui';
import { useGetChatAdminToolsQuery } from '../../api/get-chat-admin-tools';
import { toolLabel } from '../../state/assistant-labels';

export const TOOLS_LOAD_ERROR = "The assistant's tools could not be loaded";

/** The disabled tools once `name` is turned on or off, in the registry's order as stored. */
export function disabledToolsAfter(disabled: readonly AssistantToolName[], name: AssistantToolName, enabled: boolean): AssistantToolName[] {
  const rest = disabled.filter((tool) => tool !== name);
  return enabled ? rest : [...rest, name];
}

const TOOL_COLUMNS: DataTableColumn<ChatAdminTool>[] = [
  {
    key: 'name',
    title: 'Tool',
    cellStyle: { maxWidth: 420 },
    render: (tool) => (
      <>
        <Text size="sm" fw={600}>
          {toolLabel(tool.name)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {tool.name}
        </Text>
        <Text size="sm">{tool.description}</Text>
      </>
    ),
  },
  {
    key: 'callsLast30Days',
    title: 'Calls in the last 30 days',
    render: (tool) => <Text size="sm">{countLabel(tool.callsLast30Days)}</Text>,
  },
  {
    key: 'lastCalledAt',
    title: 'Last call',
    render: (tool) => (
      <Text size="sm">{tool.lastCalledAt ? (formatInstantDateTime(tool.lastCalledAt) ?? tool.lastCalledAt) : 'Never'}</Text>
    ),
  },
];

/**
 * /admin/ai/tools: every tool the assistant may call, how often it did in the last 30 days, and a
 * switch that turns it off or on. A switch saves the `assistant` setting's `disabledTools` at once,
 * with the version it was read at; a save someone else made first is refused and said so.
 */
export default function AssistantToolsPage() {
  const tools = useGetChatAdminToolsQuery();
  const setting = useGetSettingQuery('assistant');
  const [saveSetting] = useSaveSettingMutation();
  const [savingTool, setSavingTool] = useState<AssistantToolName | null>(null);
  const [conflict, setConflict] = useState<EditConflict>('none');
  const entry = setting.data as SettingEntry<AssistantSettings> | undefined;

  const toggle = async (tool: ChatAdminTool, enabled: boolean) => {
    if (!entry) return;
    setSavingTool(tool.name);
    try {
      await saveSetting({
        key: 'assistant',
        value: { ...entry.value, disabledTools: disabledToolsAfter(entry.value.disabledTools, tool.name, enabled) },
        version: entry.version,
      }).unwrap();
      showToast(
        'success',
        enabled ? 'Tool enabled' : 'Tool disabled',
        `The assistant ${enabled ? 'may now use' : 'no longer uses'} ${toolLabel(tool.name)}.`,
      );
    } catch (error) {
      if (problemOf(error)?.status === 409) setConflict('refused');
      else showErrorToast(error, 'The tool was not changed');
    } finally {
      setSavingTool(null);
    }
  };

  const reload = () => {
    setConflict('none');
    void setting.refetch();
    void tools.refetch();
  };

  const failed = tools.isError ? tools.error : setting.isError ? setting.error : null;
  const enabledColumn: DataTableColumn<ChatAdminTool> = {
    key: 'enabled',
    title: 'Enabled',
    render: (tool) => (
      <Switch
        aria-label={`Let the assistant use ${toolLabel(tool.name)}`}
        checked={!entry?.value.disabledTools.includes(tool.name)}
        disabled={savingTool !== null}
        onChange={(event) => void toggle(tool, event.currentTarget.checked)}
      />
    ),
  };

  return (
    <>
      <PageHeader
        title="Tools"
        description="What the assistant may do for a user, always with that user's own access. A disabled tool is never called."
      />
      <Stack gap="md">
        <StaleEditAlert conflict={conflict} what="setting" reloadLabel="Reload current value" onReload={reload} />
        <Paper withBorder radius="md" p="md" component="section" aria-label="Tools list">
          <DataTable<ChatAdminTool>
            label="Assistant tools"
            // The switches need the setting's disabled tools: the list waits for both.
            records={entry ? tools.data : undefined}
            rowKey={(tool) => tool.name}
            columns={[...TOOL_COLUMNS, enabledColumn]}
            error={failed === null ? null : { title: TOOLS_LOAD_ERROR, message: problemMessage(failed), onRetry: reload }}
            loadingLabel="Loading the tools"
            empty={{ title: 'No tools', description: 'The assistant has no tools to call; it answers from the knowledge base only.' }}
            minWidth={760}
            highlightOnHover={false}
          />
        </Paper>
      </Stack>
    </>
  );
}
