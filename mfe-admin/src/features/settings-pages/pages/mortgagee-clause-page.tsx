import { Grid, Paper, Switch, Text, TextInput } from '@mantine/core';
import type { MortgageeClause } from 'shared-rules';
import { isBlank, requiredMatch, ZIP_PATTERN } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

/** The loan number the preview prints where a document prints the loan's own. */
const SAMPLE_LOAN_NUMBER = '2026110001';

const required = (message: string) => (value: string) => (isBlank(value) ? message : null);

/** The clause as documents print it, line by line. */
export function clauseLines(clause: MortgageeClause, loanNumber: string): string[] {
  const name = [clause.companyName.trim(), clause.successorsClause.trim()].filter((part) => part !== '').join(', ');
  const place = [clause.city.trim(), [clause.state.trim(), clause.zip.trim()].filter((part) => part !== '').join(' ')]
    .filter((part) => part !== '')
    .join(', ');
  return [name, clause.street.trim(), place, clause.includeLoanNumber ? `Loan # ${loanNumber}` : ''].filter((line) => line !== '');
}

/** /admin/settings/mortgagee-clause: the clause printed on insurance and closing documents. */
export default function MortgageeClausePage() {
  const setting = useSettingForm('mortgagee-clause', {
    validate: {
      companyName: required('Enter the company name the clause names'),
      successorsClause: required('Enter the successors clause, such as its successors and/or assigns'),
      street: required('Enter the street address'),
      city: required('Enter the city'),
      state: requiredMatch(/^[A-Z]{2}$/, 'Enter the state', 'Use the two-letter state code, such as TX'),
      zip: requiredMatch(ZIP_PATTERN, 'Enter the ZIP code', 'Use 5 digits, or 5+4 such as 75201-1234'),
    },
    toSaved: (values) => ({
      ...values,
      companyName: values.companyName.trim(),
      successorsClause: values.successorsClause.trim(),
      street: values.street.trim(),
      city: values.city.trim(),
      state: values.state.trim().toUpperCase(),
      zip: values.zip.trim(),
    }),
  });
  const { form } = setting;
  return (
    <SettingFormFrame
      title="Mortgagee Clause"
      description="The mortgagee clause printed on insurance and closing documents."
      setting={setting}
    >
      <TextInput label="Company name" required maxLength={200} {...form.getInputProps('companyName')} />
      <TextInput label="Successors clause" required maxLength={200} {...form.getInputProps('successorsClause')} />
      <TextInput label="Street" required maxLength={200} {...form.getInputProps('street')} />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="City" required maxLength={100} {...form.getInputProps('city')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <TextInput label="State" required maxLength={2} {...form.getInputProps('state')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput label="ZIP code" required maxLength={10} {...form.getInputProps('zip')} />
        </Grid.Col>
      </Grid>
      <Switch
        label="Include the loan number"
        description="Print the loan number under the clause."
        {...form.getInputProps('includeLoanNumber', { type: 'checkbox' })}
      />
      <Paper withBorder radius="md" p="md" component="section" aria-label="Preview of the clause as printed">
        <Text size="xs" c="dimmed" mb="xs">
          Preview of the clause as printed (with a sample loan number)
        </Text>
        <Text ff="monospace" size="sm" data-testid="mortgagee-clause-preview" style={{ whiteSpace: 'pre-line' }}>
          {clauseLines(form.getValues(), SAMPLE_LOAN_NUMBER).join('\n')}
        </Text>
      </Paper>
    </SettingFormFrame>
  );
}
