import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { INSTANCE_SYNC_TEXTS, INSTANCE_TEXTS, PERSONA } from 'shared-rules';
import { fieldProblem, enterText, internalProfile, problem, recordRequests } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { renderAdminPage } from 'shared-ui/testing';
import { browserLocation } from '../hooks/use-instance-actions';
import { STAGING, serveInstances, THIS_PORTAL } from '../testing/instances-test-kit';
import InstancesPage, { INSTANCES_LOAD_ERROR } from './instances-page';

const PAGE = '/admin/tenants';
const sent = recordRequests(server);
let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
});

const table = () => screen.findByRole('table', { name: 'Instances' });
async function row(text: string): Promise<HTMLElement> {
  const found = within(await table())
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!found) throw new Error(`No row holds ${text}`);
  return found;
}
const type = (user: UserEvent, dialog: HTMLElement, label: string, value: string) =>
  enterText(user, within(dialog).getByRole('textbox', { name: label }), value);
const posted = () => sent('POST', '/api/admin/instances').map((request) => request.body);

async function openAddInstance(user: UserEvent) {
  await row('Keystone Lending portal');
  await user.click(screen.getByRole('button', { name: 'Add instance' }));
  return screen.findByRole('dialog', { name: 'Add instance' });
}

describe('the instances list', () => {
  it('shows this portal, badged, and its siblings with their address and status', async () => {
    serveInstances({ instances: [THIS_PORTAL, { ...STAGING, enabled: false }] });
    renderAdminPage(<InstancesPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Instances' })).toBeInTheDocument();
    const current = await row('Keystone Lending portal');
    expect(current).toHaveTextContent('This instance');
    expect(within(current).getByRole('link', { name: 'https://portal.lender.test' })).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
    const staging = await row('Correspondent portal (staging)');
    expect(staging).toHaveTextContent('Disabled');
    expect(staging).not.toHaveTextContent('This instance');
    // Nobody is sent to a disabled instance.
    expect(within(staging).queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
  });

  it('says when the instances cannot be loaded, and reads them again on Retry', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL], listFails: true });
    renderAdminPage(<InstancesPage />, PAGE);
    expect(await screen.findByText(INSTANCES_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByText('The services are restarting.')).toBeInTheDocument();
    serveInstances({ instances: [THIS_PORTAL] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row('Keystone Lending portal')).toBeInTheDocument();
  });
});

describe('adding and changing an instance', () => {
  it('adds a sibling, then lists the instances again', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL] });
    const { toasts } = renderAdminPage(<InstancesPage />, PAGE);
    const dialog = await openAddInstance(user);
    await type(user, dialog, 'Name', ' Retail portal ');
    await type(user, dialog, 'Address', 'https://retail.lender.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add instance' }));
    await waitFor(() => expect(posted()).toEqual([{ name: 'Retail portal', baseUrl: 'https://retail.lender.test', enabled: true }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Instance added' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await row('Retail portal')).toHaveTextContent('https://retail.lender.test');
  });

  it('checks the name and address before sending anything', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL] });
    renderAdminPage(<InstancesPage />, PAGE);
    const dialog = await openAddInstance(user);
    await type(user, dialog, 'Address', 'retail.lender.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add instance' }));
    expect(await within(dialog).findByText(INSTANCE_TEXTS.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(INSTANCE_TEXTS.urlInvalid)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('shows a taken address under Address and keeps everything typed', async () => {
    const user = userEvent.setup();
    serveInstances({
      instances: [THIS_PORTAL],
      create: () => fieldProblem(409, 'instance-url-taken', 'body.baseUrl', INSTANCE_TEXTS.urlTaken),
    });
    renderAdminPage(<InstancesPage />, PAGE);
    const dialog = await openAddInstance(user);
    await type(user, dialog, 'Name', 'Retail portal');
    await type(user, dialog, 'Address', 'https://portal.lender.test/');
    await user.click(within(dialog).getByRole('button', { name: 'Add instance' }));
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining(INSTANCE_TEXTS.urlTaken)));
    expect(address).toHaveValue('https://portal.lender.test/');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Retail portal');
  });

  it('keeps this portal’s address and status out of reach in its form', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL] });
    renderAdminPage(<InstancesPage />, PAGE);
    await user.click(within(await row('Keystone Lending portal')).getByRole('button', { name: 'Edit Keystone Lending portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Keystone Lending portal' });
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('switch', { name: /^Enabled/ })).toBeDisabled();
  });

  it('disables a sibling, which then shows as disabled', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL, STAGING] });
    const { toasts } = renderAdminPage(<InstancesPage />, PAGE);
    await user.click(within(await row('staging')).getByRole('button', { name: 'Disable Correspondent portal (staging)' }));
    await waitFor(() =>
      expect(sent('PATCH', '/api/admin/instances/ins-staging').map((request) => request.body)).toEqual([{ enabled: false }]),
    );
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Instance disabled' })));
    await waitFor(async () => expect(await row('staging')).toHaveTextContent('Disabled'));
  });
});

describe('opening an instance signed in', () => {
  it('asks for a token for this same portal and goes to the address services answer', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL, STAGING] });
    renderAdminPage(<InstancesPage />, PAGE);
    await user.click(within(await row('Keystone Lending portal')).getByRole('button', { name: 'Open Keystone Lending portal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal.lender.test/instance-sync#token=sync-token'));
    const [request] = sent('GET', '/api/instance-sync/generate-token');
    expect(request.url.search).toBe('?isSameInstance=true');
  });

  it('names the sibling it opens', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL, STAGING] });
    renderAdminPage(<InstancesPage />, PAGE);
    await user.click(within(await row('staging')).getByRole('button', { name: 'Open Correspondent portal (staging)' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://staging.lender.test/instance-sync#token=sync-token'));
    const [request] = sent('GET', '/api/instance-sync/generate-token');
    expect(request.url.search).toBe('?isSameInstance=false&instanceId=ins-staging');
  });

  it('stays on the page and says why when services refuse', async () => {
    const user = userEvent.setup();
    serveInstances({
      instances: [THIS_PORTAL, STAGING],
      generate: () => problem(503, 'instance-sync-off', INSTANCE_SYNC_TEXTS.offNoSecret),
    });
    const { toasts } = renderAdminPage(<InstancesPage />, PAGE);
    await user.click(within(await row('staging')).getByRole('button', { name: 'Open Correspondent portal (staging)' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        title: 'Correspondent portal (staging) could not be opened',
        message: INSTANCE_SYNC_TEXTS.offNoSecret,
      }),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers no Open while impersonating', async () => {
    serveInstances({
      instances: [THIS_PORTAL, STAGING],
      profile: internalProfile({
        personas: [{ entityId: PERSONA.administrator }],
        impersonator: { id: 'usr-admin-alex', name: 'Alex Morgan' },
      }),
    });
    renderAdminPage(<InstancesPage />, PAGE);
    await row('staging');
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Open/ })).toHaveLength(0));
  });
});
