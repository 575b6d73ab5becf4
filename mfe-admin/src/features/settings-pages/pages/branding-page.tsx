import { TextInput } from '@mantine/core';
import { isBlank } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';
import { LogoField } from '../branding/logo-field';

/**
 * /admin/settings/branding: the brand name and the logos the top bar switches between with the
 * colour scheme (specification: logo.lightMode, logo.darkMode, brandName). Logos are uploaded
 * assets, referred to by their public URL.
 */
export default function BrandingPage() {
  const setting = useSettingForm('branding', {
    validate: { brandName: (value) => (isBlank(value) ? 'Enter the brand name' : null) },
    toSaved: (values) => ({ ...values, brandName: values.brandName.trim() }),
  });
  const { form } = setting;
  return (
    <SettingFormFrame
      title="Branding"
      description="The brand name and the logos shown in the top bar and on the sign-in page."
      setting={setting}
    >
      <TextInput
        label="Brand name"
        description="Shown beside the logo, and instead of it while no logo is set."
        required
        maxLength={120}
        {...form.getInputProps('brandName')}
      />
      <LogoField
        label="Light logo"
        description="Shown while the portal is in light mode: choose a logo that reads on a light background."
        value={form.values.logo.lightMode}
        onChange={(url) => form.setFieldValue('logo.lightMode', url)}
        error={form.errors['logo.lightMode'] as string | undefined}
      />
      <LogoField
        label="Dark logo"
        description="Shown while the portal is in dark mode: choose a logo that reads on a dark background."
        value={form.values.logo.darkMode}
        onChange={(url) => form.setFieldValue('logo.darkMode', url)}
        error={form.errors['logo.darkMode'] as string | undefined}
      />
    </SettingFormFrame>
  );
}
