import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, UnsavedChangesGuard } from 'shared-ui';
import { useWorkflowSettingForm, WorkflowSettingsForm } from '../features/settings-pages/pages/workflow-settings-form';
import { WorkflowEditorPanel } from '../features/workflow-editor/components/workflow-editor';
import { useWorkflowEditor } from '../features/workflow-editor/hooks/use-workflow-editor';
import { VARIANT_PARAM } from '../features/workflow-editor/state/variant-param';

type WorkflowTab = 'settings' | 'steps';

/** The tab the address names (`?tab=steps`); an address naming a variant opens the steps. */
function tabFromParams(params: URLSearchParams): WorkflowTab {
  const tab = params.get('tab');
  if (tab === 'steps' || tab === 'settings') return tab;
  return params.has(VARIANT_PARAM) ? 'steps' : 'settings';
}

/** The page itself, rendered only for administrators (so nobody else reads the setting or the workflows). */
function WorkflowSettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  const setting = useWorkflowSettingForm();
  const editor = useWorkflowEditor({ active: tab === 'steps' });
  const showTab = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next === 'steps' ? 'steps' : 'settings');
      return updated;
    });

  return (
    <>
      <PageHeader title="Workflow" description="The steps and tasks a loan is worked through, per variant, and how brokers see them." />
      <Tabs value={tab} onChange={showTab} keepMountedMode="display-none">
        <Tabs.List aria-label="Workflow sections" mb="lg">
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="steps">Steps and tasks</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings">
          <WorkflowSettingsForm setting={setting} />
        </Tabs.Panel>
        <Tabs.Panel value="steps">
          <WorkflowEditorPanel editor={editor} />
        </Tabs.Panel>
      </Tabs>
      <UnsavedChangesGuard when={setting.dirty || editor.dirty} />
    </>
  );
}

/**
 * /admin/settings/workflow: the `workflow` setting (Settings) and the workflow of each variant,
 * its steps and tasks (Steps and tasks, `?tab=steps&variant=NONDEL`).
 */
export default function WorkflowSettingsRoute() {
  return <WorkflowSettingsPage />;
}
