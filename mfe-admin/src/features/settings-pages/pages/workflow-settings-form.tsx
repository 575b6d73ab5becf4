import { Radio, Stack, Switch } from '@mantine/core';
import { ADVERSE_ACTION_TRIGGERS, type AdverseActionTrigger } from 'shared-rules';
import { SettingFormSection } from 'shared-ui';
import { useSettingForm, type SettingForm } from 'shared-ui';

/** The two triggers the specification gives, and the portal's default of either. */
const TRIGGER_LABELS: Record<AdverseActionTrigger, { label: string; description: string }> = {
  both: { label: 'Either trigger (recommended)', description: 'A loan locks on whichever record shows the adverse action first.' },
  A: {
    label: 'TPO folder move',
    description:
      'Approved not accepted, withdrawn or closed for incompleteness, with the archived-instance flag set and the loan moved to its "Adverse Action" folder.',
  },
  B: { label: 'Action taken', description: 'Any adverse action recorded as the HMDA action taken, denials and preapprovals included.' },
};

/** The `workflow` setting: how brokers see a loan's workflow, and who hears of a step change. */
export function useWorkflowSettingForm(): SettingForm<'workflow'> {
  return useSettingForm('workflow');
}

/**
 * The `workflow` setting's form, for the Workflow page (whose other tab edits the steps and tasks
 * of each variant's workflow).
 */
export function WorkflowSettingsForm({ setting }: { setting: SettingForm<'workflow'> }) {
  const { form } = setting;
  return (
    <SettingFormSection title="Workflow settings" setting={setting}>
      <Switch
        label="Show completed steps"
        description="Brokers see the steps a loan has finished, not only the current and next ones."
        {...form.getInputProps('showCompletedSteps', { type: 'checkbox' })}
      />
      <Switch
        label="Notify the broker on a step change"
        description="The loan's broker contacts get a notification when the loan moves to another step."
        {...form.getInputProps('notifyBrokerOnStepChange', { type: 'checkbox' })}
      />
      <Radio.Group
        label="Adverse-action lock"
        description="Which recorded adverse action restricts a loan to its Documents tab and refuses every other change."
        {...form.getInputProps('adverseActionTrigger')}
      >
        <Stack gap="xs" mt="xs">
          {ADVERSE_ACTION_TRIGGERS.map((trigger) => (
            <Radio key={trigger} value={trigger} label={TRIGGER_LABELS[trigger].label} description={TRIGGER_LABELS[trigger].description} />
          ))}
        </Stack>
      </Radio.Group>
    </SettingFormSection>
  );
}
