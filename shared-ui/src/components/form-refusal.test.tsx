import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { FormRefusal } from './form-refusal';

function renderRefusal(ui: ReactElement) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

describe('FormRefusal', () => {
  it('says what did not happen and why, as an alert', () => {
    renderRefusal(<FormRefusal title="The user was not saved" refusal="This email address is already used by another user." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The user was not saved');
    expect(alert).toHaveTextContent('This email address is already used by another user.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists each problem to fix', () => {
    renderRefusal(
      <FormRefusal title="The rule set was refused for these problems" refusal={['Name is required', 'Rule r1 has no field']} />,
    );
    const problems = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual(['Name is required', 'Rule r1 has no field']);
  });

  it.each([
    ['no refusal', null],
    ['an unknown one', undefined],
    ['an empty sentence', ''],
    ['no problems', []],
  ])('shows nothing for %s', (_, refusal) => {
    renderRefusal(<FormRefusal title="The user was not saved" refusal={refusal} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is put away with Dismiss where the place offers it', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    renderRefusal(<FormRefusal title="report.png was not uploaded" refusal="The file is 30 MB." onDismiss={onDismiss} />);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('says the reason alone where the page already says what did not happen, and what to do where the place knows', () => {
    renderRefusal(
      <FormRefusal refusal={['Loan amount exceeds the limit']} advice="Correct these in your loan file and import it again." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Loan amount exceeds the limitCorrect these in your loan file and import it again\.$/,
    );
  });

  it('lists two problems that read alike as two', () => {
    renderRefusal(<FormRefusal title="2 files were not uploaded" refusal={['The file is empty.', 'The file is empty.']} />);
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(2);
  });
});
