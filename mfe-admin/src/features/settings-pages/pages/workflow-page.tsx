import { Alert, Anchor, Switch, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SettingFormFrame } from '../../settings-form/setting-form-frame';
import { useSettingForm } from '../../settings-form/use-setting-form';

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
    </SettingFormFrame>
  );
}
