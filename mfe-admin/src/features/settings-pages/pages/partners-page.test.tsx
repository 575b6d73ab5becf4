import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Partners } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type SettingSaves,
} from '../testing/setting-page-test-kit';
import PartnersPage from './partners-page';
import { enterText } from 'shared-ui/testing';

let saves: SettingSaves;
beforeEach(() => {
  saves = serveSetting(
    savedEntry('partners', {
      partners: [
        { id: 'partner-1', name: 'Lone Star Title', kind: 'title', contactEmail: 'orders@lonestar.test', website: '', active: true },
      ],
    }),
  );
});

describe('the partners page', () => {
  it('lists partners with their kind by name, adds one with a new id, and removes one', async () => {
    const user = userEvent.setup();
    renderSettingPage(<PartnersPage />, '/admin/settings/partners');
    expect(await screen.findByRole('table', { name: 'Partners' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Title company')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    await enterText(user, screen.getByLabelText(/Name of partner 2/), ' Appraisal Hub ');
    await enterText(user, screen.getByLabelText('Website of partner 2'), 'https://hub.test');
    await user.click(screen.getByRole('button', { name: 'Remove Lone Star Title' }));
    const body = await saveAndReadBody<Partners>(user, saves);
    expect(body.value.partners).toHaveLength(1);
    expect(body.value.partners[0]).toMatchObject({ name: 'Appraisal Hub', kind: 'title', website: 'https://hub.test', active: true });
    expect(body.value.partners[0]?.id).toMatch(/^partner-[a-z0-9]+$/);
  });

  it('asks for a name and a real email address', async () => {
    const user = userEvent.setup();
    renderSettingPage(<PartnersPage />, '/admin/settings/partners');
    await enterText(user, await screen.findByLabelText('Contact email of partner 1'), 'orders');
    await enterText(user, screen.getByLabelText(/Name of partner 1/), '');
    await expectRefused(user, saves, 'Enter the partner name');
    expect(screen.getByText('Enter an email address such as orders@title.com')).toBeInTheDocument();
  });
});
