import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldRendererProps } from 'shared-ui';
import { createBus, setBus } from 'shared-ui';
import { renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { LOAN, loanData, loanDataServices, loanDetail } from './loan-data-fixtures';
import LoanDataTabPage from './loan-data-tab';

/** The ids the field renderer drew, in order, since the last `splice`. */
const drawn: string[] = [];

jest.mock('shared-rules', () => {
  const actual = jest.requireActual('shared-rules');
  return {
    ...actual,
    loanDataLayout: (...args: Parameters<typeof actual.loanDataLayout>) => jest.requireActual('./loan-data-fixtures').testLayout(...args),
  };
});
jest.mock('shared-ui', () => {
  const actual = jest.requireActual('shared-ui');
  return {
    ...actual,
    FieldRenderer: (props: FieldRendererProps) => {
      drawn.push(props.definition.id);
      return actual.FieldRenderer(props);
    },
  };
});

beforeEach(() => setBus(createBus()));

describe('a keystroke on the URLA tab', () => {
  it('re-renders the field typed in, not the page around it', async () => {
    const user = userEvent.setup();
    server.use(...loanDataServices({ data: () => loanData({ borrowerPairs: 2 }) }));
    renderWithProviders(<LoanDataTabPage loan={loanDetail()} tab="urla" />, { store: signedInStore(), route: `/loan/${LOAN}/urla` });
    const pair2 = await screen.findByRole('region', { name: 'Borrower Information — Borrower Pair 2' });
    const ssn = within(pair2).getByRole('textbox', { name: 'Borrower SSN' });
    const fields = drawn.length;
    expect(new Set(drawn).size).toBeGreaterThan(10);

    await user.click(ssn);
    drawn.splice(0);
    // The first keystroke also turns the form dirty (the pair buttons close): still only this field is drawn again.
    await user.keyboard('1');
    expect(drawn).toEqual(['65#2']);
    drawn.splice(0);
    await user.keyboard('23');
    expect(drawn).toEqual(['65#2', '65#2']);
    expect(drawn.length).toBeLessThan(fields);
  });
});
