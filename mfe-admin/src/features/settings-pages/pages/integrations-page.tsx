import { Divider, Select, Switch, TextInput, Title } from '@mantine/core';
import { CREDIT_PROVIDERS, PRICING_PROVIDERS, type Integrations } from 'shared-rules';
import { isBlank, URL_PATTERN } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

const PRICING_NAMES: Record<Integrations['pricing']['provider'], string> = {
  'built-in': 'The portal’s rate sheets',
  none: 'None',
  'optimal-blue': 'Optimal Blue',
  polly: 'Polly',
  loanpass: 'LoanPASS',
};
const CREDIT_NAMES: Record<Integrations['credit']['provider'], string> = {
  none: 'None',
  meridianlink: 'MeridianLink',
  'factual-data': 'Factual Data',
  xactus: 'Xactus',
};

/** A field Encompass needs while the connection is on. */
const neededWhenEnabled =
  (message: string) =>
  (value: string, values: Integrations): string | null =>
    values.encompass.enabled && isBlank(value) ? message : null;

/**
 * /admin/settings/integrations: the loan origination system (Encompass) and the pricing and credit
 * vendors. Only the identifiers live here; secrets stay in the services' environment.
 */
export default function IntegrationsPage() {
  const setting = useSettingForm('integrations', {
    validate: {
      encompass: {
        apiBaseUrl: (value, values) =>
          neededWhenEnabled('Enter the Encompass API address')(value, values) ??
          (isBlank(value) || URL_PATTERN.test(value.trim()) ? null : 'Enter an address starting with https://'),
        instanceId: neededWhenEnabled('Enter the Encompass instance id'),
        clientId: neededWhenEnabled('Enter the Encompass client id'),
      },
      pricing: {
        enabled: (value, values) => (value && values.pricing.provider === 'none' ? 'Choose a pricing engine before turning it on' : null),
      },
      credit: {
        enabled: (value, values) => (value && values.credit.provider === 'none' ? 'Choose a credit vendor before turning it on' : null),
      },
    },
    toSaved: (values) => ({
      ...values,
      encompass: {
        ...values.encompass,
        apiBaseUrl: values.encompass.apiBaseUrl.trim(),
        instanceId: values.encompass.instanceId.trim(),
        clientId: values.encompass.clientId.trim(),
      },
    }),
  });
  const { form } = setting;
  const encompassOn = form.values.encompass.enabled;
  return (
    <SettingFormFrame
      title="Integrations"
      description="Connections to the loan origination system and the pricing and credit vendors. Passwords and secrets are set on the server, never here."
      setting={setting}
    >
      <Title order={2} fz="md">
        Encompass
      </Title>
      <Switch label="Connect to Encompass" {...form.getInputProps('encompass.enabled', { type: 'checkbox' })} />
      <TextInput
        label="API base URL"
        placeholder="https://api.elliemae.com"
        required={encompassOn}
        maxLength={2000}
        {...form.getInputProps('encompass.apiBaseUrl')}
      />
      <TextInput
        label="Instance id"
        placeholder="BE11223344"
        required={encompassOn}
        maxLength={60}
        {...form.getInputProps('encompass.instanceId')}
      />
      <TextInput label="Client id" required={encompassOn} maxLength={120} {...form.getInputProps('encompass.clientId')} />
      <Divider />
      <Title order={2} fz="md">
        Pricing engine
      </Title>
      <Select
        label="Pricing engine"
        description="The portal’s rate sheets price from the sheets published on the Rate Sheets page; another engine also needs its connection set up on the server."
        data={PRICING_PROVIDERS.map((value) => ({ value, label: PRICING_NAMES[value] }))}
        allowDeselect={false}
        w={{ base: '100%', sm: 320 }}
        {...form.getInputProps('pricing.provider')}
      />
      <Switch label="Price loans with this engine" {...form.getInputProps('pricing.enabled', { type: 'checkbox' })} />
      <Divider />
      <Title order={2} fz="md">
        Credit
      </Title>
      <Select
        label="Credit vendor"
        data={CREDIT_PROVIDERS.map((value) => ({ value, label: CREDIT_NAMES[value] }))}
        allowDeselect={false}
        w={{ base: '100%', sm: 320 }}
        {...form.getInputProps('credit.provider')}
      />
      <Switch label="Order credit reports from this vendor" {...form.getInputProps('credit.enabled', { type: 'checkbox' })} />
    </SettingFormFrame>
  );
}
