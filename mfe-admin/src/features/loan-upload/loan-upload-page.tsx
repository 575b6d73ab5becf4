import { Button, Group, NumberInput, Stack, TagsInput, Text, Title } from '@mantine/core';
import type { LoanUploadSettings } from 'shared-rules';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';
import { loanUploadRules } from './loan-upload-validation';
import { RedirectRuleCard } from './redirect-rule-card';
import { BYTES_PER_MB, newRedirectRule, savedLoanUpload } from './redirect-rules';
import { RedirectTestPanel } from './redirect-test-panel';

/**
 * /admin/settings/loan-upload: how large an imported loan file may be, which extensions the upload
 * accepts, and the redirect rules the Add Loan wizard applies to an uploaded loan.
 */
export default function LoanUploadPage() {
  const setting = useSettingForm('loan-upload', { validate: loanUploadRules, toSaved: savedLoanUpload });
  const { form } = setting;
  const values: LoanUploadSettings = form.getValues();
  const sizeMb = Math.round((values.maxFileSizeBytes / BYTES_PER_MB) * 100) / 100;
  return (
    <SettingFormFrame
      title="Loan Upload"
      description="Upload checks and the redirect rules the Add Loan wizard applies to an uploaded loan file."
      setting={setting}
    >
      <NumberInput
        label="Maximum import size (MB)"
        description="At most 25 MB."
        required
        min={0.01}
        max={25}
        clampBehavior="none"
        decimalScale={2}
        w={{ base: '100%', sm: 240 }}
        value={sizeMb || ''}
        error={form.errors.maxFileSizeBytes}
        onChange={(mb) => form.setFieldValue('maxFileSizeBytes', typeof mb === 'number' ? Math.round(mb * BYTES_PER_MB) : 0)}
        onBlur={() => form.validateField('maxFileSizeBytes')}
      />
      <TagsInput
        label="Accepted extensions"
        description="Type an extension such as .xml and press Enter."
        required
        maxTags={10}
        {...form.getInputProps('acceptedExtensions')}
      />
      <Stack gap="sm" component="section" aria-labelledby="redirect-rules-title">
        <Title order={2} size="h4" id="redirect-rules-title">
          Redirect rules
        </Title>
        <Text size="sm" c="dimmed">
          The first enabled rule whose conditions a loan meets applies; order them from the most specific. When its percent roll does not
          apply, the loan continues through the wizard and later rules are not tried.
        </Text>
        {values.redirectRules.length === 0 && <Text size="sm">No redirect rules: every uploaded loan continues through the wizard.</Text>}
        {values.redirectRules.map((_, index) => (
          // Rules are an ordered list without ids; the position is what the wizard reads.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <RedirectRuleCard key={index} form={form} index={index} count={values.redirectRules.length} />
        ))}
        <Group>
          <Button variant="light" onClick={() => form.insertListItem('redirectRules', newRedirectRule())}>
            Add redirect rule
          </Button>
        </Group>
      </Stack>
      <RedirectTestPanel rules={savedLoanUpload(values).redirectRules} />
    </SettingFormFrame>
  );
}
