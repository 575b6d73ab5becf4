import { Fieldset, Select, Switch, TextInput } from '@mantine/core';
import { AUS_ENGINES, type AusSettings } from 'shared-rules';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

type AusEngine = (typeof AUS_ENGINES)[number];

const ENGINE_NAMES: Record<AusEngine, string> = {
  DU: 'DU (Fannie Mae Desktop Underwriter)',
  LPA: 'LPA (Freddie Mac Loan Product Advisor)',
};

const engineEnabled = (engine: AusEngine, values: AusSettings): boolean => (engine === 'DU' ? values.du.enabled : values.lpa.enabled);

/** /admin/settings/aus-settings: the automated underwriting engines brokers may run, and the one offered first. */
export default function AusSettingsPage() {
  const setting = useSettingForm('aus-settings', {
    validate: {
      defaultEngine: (engine, values) =>
        engineEnabled(engine, values) ? null : `The default engine must be enabled: turn ${engine} on, or choose the other engine`,
    },
  });
  const { form } = setting;
  return (
    <SettingFormFrame
      title="AUS Settings"
      description="The automated underwriting engines brokers may run, and the one offered first."
      setting={setting}
    >
      <Fieldset legend="Desktop Underwriter (DU)">
        <Switch label="DU enabled" mb="sm" {...form.getInputProps('du.enabled', { type: 'checkbox' })} />
        <TextInput
          label="DU institution id"
          maxLength={40}
          disabled={!form.getValues().du.enabled}
          {...form.getInputProps('du.institutionId')}
        />
      </Fieldset>
      <Fieldset legend="Loan Product Advisor (LPA)">
        <Switch label="LPA enabled" mb="sm" {...form.getInputProps('lpa.enabled', { type: 'checkbox' })} />
        <TextInput
          label="LPA seller/servicer number"
          maxLength={40}
          disabled={!form.getValues().lpa.enabled}
          {...form.getInputProps('lpa.sellerServicerNumber')}
        />
      </Fieldset>
      <Select
        label="Default engine"
        required
        allowDeselect={false}
        w={{ base: '100%', sm: 360 }}
        data={AUS_ENGINES.map((engine) => ({ value: engine, label: ENGINE_NAMES[engine] }))}
        {...form.getInputProps('defaultEngine')}
      />
      <Switch
        label="Allow brokers to run AUS"
        description="Brokers may run the enabled engines on their loans; otherwise only the lender's staff run them."
        {...form.getInputProps('allowBrokerRuns', { type: 'checkbox' })}
      />
    </SettingFormFrame>
  );
}
