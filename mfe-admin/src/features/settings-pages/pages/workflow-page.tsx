import { Alert, Anchor, Radio, Stack, Switch, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ADVERSE_ACTION_TRIGGERS, type AdverseActionTrigger } from 'shared-rules';
import { SettingFormFrame } from '../../settings-form/setting-form-frame';
import { useSettingForm } from '../../settings-form/use-setting-form';

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

/**
 * /admin/settings/workflow: how brokers see a loan's workflow. The steps and tasks themselves are
 * edited with the loan file's Field Rules and workflow editor, not here.
 */
export default function WorkflowPage() {
  const setting = useSettingForm('workflow');
  const { form } = setting;
  return (
    <SettingFormFrame
      title="Workflow"
      description="How a loan's workflow steps are shown to brokers, and when they hear about a step change."
      setting={setting}
      aside={
        <Alert color="blue" title="Where the workflow steps are edited">
          <Text size="sm">
            The steps and tasks of each channel's workflow are part of the loan file pages: they are edited with the Field Rules and
            workflow editor, which comes with the loan file work.{' '}
            <Anchor component={Link} to="/admin/field-rules" underline="always">
              Open Field Rules
            </Anchor>
          </Text>
        </Alert>
      }
    >
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
    </SettingFormFrame>
  );
}
