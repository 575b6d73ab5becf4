import { Grid, TextInput } from '@mantine/core';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';
import { isBlank, optionalMatch, EMAIL_PATTERN, URL_PATTERN, ZIP_PATTERN } from 'shared-ui';

/**
 * /admin/settings/company-information. The specification names companyName; the NMLS id, address
 * and contact lines are what a lender's disclosures and footer need besides its name.
 */
export default function CompanyInformationPage() {
  const setting = useSettingForm('company-information', {
    validate: {
      companyName: (value) => (isBlank(value) ? 'Enter the company name' : null),
      nmlsId: optionalMatch(/^\d{1,10}$/, 'The NMLS id is up to 10 digits'),
      state: optionalMatch(/^[A-Z]{2}$/, 'Use the two-letter state code, such as TX'),
      zip: optionalMatch(ZIP_PATTERN, 'Use 5 digits, or 5+4 such as 75201-1234'),
      email: optionalMatch(EMAIL_PATTERN, 'Enter an email address such as info@lender.com'),
      website: optionalMatch(URL_PATTERN, 'Enter an address starting with https://'),
    },
  });
  const { form } = setting;
  return (
    <SettingFormFrame title="Company Information" description="The company name and details shown across the portal." setting={setting}>
      <TextInput label="Company name" required maxLength={200} {...form.getInputProps('companyName')} />
      <TextInput label="NMLS id" maxLength={10} {...form.getInputProps('nmlsId')} />
      <TextInput label="Street" maxLength={200} {...form.getInputProps('street')} />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="City" maxLength={100} {...form.getInputProps('city')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <TextInput label="State" maxLength={2} {...form.getInputProps('state')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput label="ZIP code" maxLength={10} {...form.getInputProps('zip')} />
        </Grid.Col>
      </Grid>
      <TextInput label="Phone" maxLength={30} {...form.getInputProps('phone')} />
      <TextInput label="Email" type="email" maxLength={254} {...form.getInputProps('email')} />
      <TextInput label="Website" maxLength={2000} {...form.getInputProps('website')} />
    </SettingFormFrame>
  );
}
