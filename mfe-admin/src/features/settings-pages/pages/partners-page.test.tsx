import { fireEvent, screen } from '@testing-library/react';
import type { Partners } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../testing/setting-page-test-kit';
import PartnersPage from './partners-page';

let server: FakeServer;
beforeEach(() => {
  server = serveSetting(
    savedEntry('partners', {
      partners: [
        { id: 'partner-1', name: 'Lone Star Title', kind: 'title', contactEmail: 'orders@lonestar.test', website: '', active: true },
      ],
    }),
  );
});
afterEach(() => server.uninstall());

describe('the partners page', () => {
  it('lists partners with their kind by name, adds one with a new id, and removes one', async () => {
    renderSettingPage(<PartnersPage />, '/admin/settings/partners');
    expect(await screen.findByRole('table', { name: 'Partners' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Title company')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
    fireEvent.change(screen.getByLabelText(/Name of partner 2/), { target: { value: ' Appraisal Hub ' } });
    fireEvent.change(screen.getByLabelText('Website of partner 2'), { target: { value: 'https://hub.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lone Star Title' }));
    const body = await saveAndReadBody<Partners>(server);
    expect(body.value.partners).toHaveLength(1);
    expect(body.value.partners[0]).toMatchObject({ name: 'Appraisal Hub', kind: 'title', website: 'https://hub.test', active: true });
    expect(body.value.partners[0]?.id).toMatch(/^partner-[a-z0-9]+$/);
  });

  it('asks for a name and a real email address', async () => {
    renderSettingPage(<PartnersPage />, '/admin/settings/partners');
    fireEvent.change(await screen.findByLabelText('Contact email of partner 1'), { target: { value: 'orders' } });
    fireEvent.change(screen.getByLabelText(/Name of partner 1/), { target: { value: '' } });
    await expectRefused(server, 'Enter the partner name');
    expect(screen.getByText('Enter an email address such as orders@title.com')).toBeInTheDocument();
  });
});
