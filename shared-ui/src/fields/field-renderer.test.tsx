import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FieldDefinition, FieldFormat, LoanFieldValue } from 'shared-rules';
import { fill, renderWithProviders } from 'shared-ui/testing';
import { FieldRenderer } from './field-renderer';

function field(format: FieldFormat, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { id: '65', description: 'Borrower SSN', format, dataType: 'String', options: [], readOnly: false, jsonPath: '$.f', ...extra };
}

/** A parent holding the stored value, as the wizard does; every change is recorded. */
function Controlled({
  definition,
  initial = null,
  changes,
}: {
  definition: FieldDefinition;
  initial?: LoanFieldValue;
  changes: LoanFieldValue[];
}) {
  const [value, setValue] = useState<LoanFieldValue>(initial);
  return (
    <FieldRenderer
      definition={definition}
      value={value}
      required
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function setup(definition: FieldDefinition, initial: LoanFieldValue = null) {
  const changes: LoanFieldValue[] = [];
  renderWithProviders(<Controlled definition={definition} initial={initial} changes={changes} />);
  return changes;
}

describe('FieldRenderer', () => {
  it('masks an SSN as it is typed and flags it incomplete once the field is left', async () => {
    const user = userEvent.setup();
    const changes = setup(field('SSN'));
    const input = screen.getByLabelText(/Borrower SSN/);
    await user.type(input, '52144');
    expect(input).toHaveValue('521-44');
    expect(screen.queryByText('Enter the 9 digits of the SSN.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Enter the 9 digits of the SSN.')).toBeInTheDocument();
    await fill(user, input, '521441234');
    expect(input).toHaveValue('521-44-1234');
    expect(changes.at(-1)).toBe('521-44-1234');
    expect(screen.queryByText('Enter the 9 digits of the SSN.')).not.toBeInTheDocument();
  });

  it('keeps the typed text of a decimal while storing its number', async () => {
    const user = userEvent.setup();
    const changes = setup(field('DECIMAL_2', { id: '1109', description: 'Loan Amount', dataType: 'Decimal' }));
    const input = screen.getByLabelText(/Loan Amount/);
    await user.type(input, '350,000.');
    expect(input).toHaveValue('350,000.');
    expect(changes.at(-1)).toBe(350000);
    await user.type(input, '129');
    expect(input).toHaveValue('350,000.12');
    expect(changes.at(-1)).toBe(350000.12);
  });

  it('takes a negative amount in a field that allows one, with the keyboard that has a minus key', async () => {
    const user = userEvent.setup();
    const changes = setup(
      field('DECIMAL_2', { id: 'FM0132', description: 'Net Monthly Rental Income', dataType: 'Decimal', allowNegative: true }),
    );
    const input = screen.getByLabelText(/Net Monthly Rental Income/);
    expect(input).toHaveAttribute('inputmode', 'text');
    await user.type(input, '-');
    expect(input).toHaveValue('-');
    expect(changes.at(-1)).toBeNull();
    await user.type(input, '1,250.50');
    expect(input).toHaveValue('-1,250.50');
    expect(changes.at(-1)).toBe(-1250.5);
    await user.tab();
    expect(screen.queryByText('Enter an amount of zero or more.')).not.toBeInTheDocument();
  });

  it('drops the minus sign of an amount that cannot be negative, and flags a negative value it was given', async () => {
    const user = userEvent.setup();
    const changes = setup(field('DECIMAL_2', { id: '1109', description: 'Loan Amount', dataType: 'Decimal' }), -5);
    const input = screen.getByLabelText(/Loan Amount/);
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.click(input);
    await user.tab();
    expect(screen.getByText('Enter an amount of zero or more.')).toBeInTheDocument();
    await fill(user, input, '-350000');
    expect(input).toHaveValue('350000');
    expect(changes.at(-1)).toBe(350000);
  });

  it('stores X or empty for a checkbox', async () => {
    const user = userEvent.setup();
    const changes = setup(field('CHECKBOX', { id: '1500', description: 'Escrow waived' }));
    await user.click(screen.getByRole('checkbox', { name: 'Escrow waived' }));
    await user.click(screen.getByRole('checkbox', { name: 'Escrow waived' }));
    expect(changes).toEqual(['X', '']);
  });

  it('stores true, false or null for Y/N', async () => {
    const user = userEvent.setup();
    const changes = setup(field('Y_N', { id: '1600', description: 'First-time buyer' }));
    const select = screen.getByLabelText(/First-time buyer/);
    await user.selectOptions(select, 'Yes');
    await user.selectOptions(select, 'No');
    await user.selectOptions(select, 'Not answered');
    expect(changes).toEqual([true, false, null]);
  });

  it('offers the states and a dropdown’s options', async () => {
    const user = userEvent.setup();
    const changes = setup(field('STATE', { id: '14', description: 'Subject Property State' }));
    await user.selectOptions(screen.getByLabelText(/Subject Property State/), 'Colorado');
    expect(screen.getByRole('option', { name: 'Colorado' })).toBeInTheDocument();
    expect(changes).toEqual(['CO']);
  });

  it('shows a stored ISO date as MM/dd/yyyy and stores a typed date as MM/dd/yyyy', async () => {
    const user = userEvent.setup();
    const changes = setup(field('DATE', { id: '745', description: 'Application Date' }), '2026-03-09');
    const input = screen.getByLabelText(/Application Date/);
    expect(input).toHaveValue('03/09/2026');
    await fill(user, input, '04/01/2026');
    expect(changes).toEqual(['04/01/2026']);
    await user.tab();
    expect(input).toHaveValue('04/01/2026');
  });

  it('accepts only digits and slashes in a date', async () => {
    const user = userEvent.setup();
    setup(field('DATE', { id: '745', description: 'Application Date' }));
    const input = screen.getByLabelText(/Application Date/);
    await user.type(input, 'x-7/');
    expect(input).toHaveValue('7/');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('7');
    expect(input).toHaveAttribute('maxlength', '10');
  });

  it('never stores an impossible or two-digit-year date, and says why on leaving the field', async () => {
    const user = userEvent.setup();
    const changes = setup(field('DATE', { id: '745', description: 'Application Date' }), '03/09/2026');
    const input = screen.getByLabelText(/Application Date/);
    await fill(user, input, '02/30/2026');
    await user.tab();
    expect(changes).toEqual([]);
    expect(input).toHaveValue('03/09/2026');
    expect(screen.getByText('Enter a date as MM/dd/yyyy.')).toBeInTheDocument();
    await fill(user, input, '02/03/26');
    await user.tab();
    expect(changes).toEqual([]);
    await fill(user, input, '02/28/2026');
    expect(changes).toEqual(['02/28/2026']);
    expect(screen.queryByText('Enter a date as MM/dd/yyyy.')).not.toBeInTheDocument();
  });

  it('stores a date picked from the calendar as MM/dd/yyyy', async () => {
    const user = userEvent.setup();
    const changes = setup(field('DATE', { id: '745', description: 'Application Date' }), '2026-03-09');
    await user.click(screen.getByLabelText(/Application Date/));
    // jsdom lays nothing out, so the calendar's popover finds its input out of view and hides
    // itself (Mantine's hideDetached) once placed: its days count as hidden to a role query.
    await user.click(await screen.findByRole('button', { name: '17 March 2026', hidden: true }));
    expect(changes).toEqual(['03/17/2026']);
    expect(screen.getByLabelText(/Application Date/)).toHaveValue('03/17/2026');
  });

  it('clears a date when its text is deleted', async () => {
    const user = userEvent.setup();
    const changes = setup(field('DATE', { id: '745', description: 'Application Date' }), '2026-03-09');
    await user.clear(screen.getByLabelText(/Application Date/));
    expect(changes).toEqual([null]);
  });

  it('renders custom fields in the list style, with their id', () => {
    setup(field('STRING', { id: 'CUST01FV', description: 'Broker Reference Number' }));
    const row = screen.getByTestId('custom-field-CUST01FV');
    expect(row).toHaveTextContent('CUST01FV');
    expect(screen.getByRole('textbox', { name: 'Broker Reference Number' })).toBeInTheDocument();
  });
});
