import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTANCE_SYNC_SECRET_TEXTS, INSTANCE_SYNC_TEXTS } from 'shared-rules';
import { fieldProblem, enterText, recordRequests } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { renderAdminPage } from 'shared-ui/testing';
import { GENERATED_SECRET, serveInstances, STAGING, SYNC_ON, THIS_PORTAL } from '../testing/instances-test-kit';
import InstancesPage from './instances-page';

const PAGE = '/admin/tenants';
const OFF = {
  ...SYNC_ON,
  on: false,
  offReason: INSTANCE_SYNC_TEXTS.offNoSecret,
  secretSource: null,
  secretFingerprint: null,
  secretSetAt: null,
  secretSetBy: null,
};
const sent = recordRequests(server);

const card = () => screen.findByRole('region', { name: 'Moving between instances' });
const secretWrites = (method: string) => sent(method, '/api/admin/instance-sync/secret');

describe('moving between instances on the instances page', () => {
  it('says it is off and why, and offers no Open until it is on', async () => {
    serveInstances({ instances: [THIS_PORTAL, STAGING], sync: OFF });
    renderAdminPage(<InstancesPage />, PAGE);
    const region = await card();
    expect(await within(region).findByText('Off')).toBeInTheDocument();
    expect(within(region).getByText(INSTANCE_SYNC_TEXTS.offNoSecret)).toBeInTheDocument();
    expect(within(region).getByText('There is no shared secret: links between instances are refused.')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Instances' });
    expect(screen.queryAllByRole('button', { name: /^Open/ })).toHaveLength(0);
  });

  it('generates a secret, shows it once with a way to copy it, then turns on', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL, STAGING], sync: OFF });
    renderAdminPage(<InstancesPage />, PAGE);
    await user.click(await within(await card()).findByRole('button', { name: 'Generate shared secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the new shared secret' });
    expect(within(dialog).getByText(GENERATED_SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText(/never shows it again/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(GENERATED_SECRET)).not.toBeInTheDocument();
    expect(await within(await card()).findByText('On')).toBeInTheDocument();
    expect(within(await card()).getByText('aaaa-bbbb-cccc')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open Correspondent portal (staging)' })).toBeInTheDocument();
    expect(secretWrites('POST')).toHaveLength(1);
  });

  it('asks before replacing a secret the other instances hold', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL, STAGING] });
    renderAdminPage(<InstancesPage />, PAGE);
    const region = await card();
    expect(await within(region).findByText(/generated here by Alex Morgan/)).toBeInTheDocument();
    expect(within(region).getByText('3f2a-9c1b-77de')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Generate shared secret' }));
    expect(within(region).getByText('Replace the shared secret?')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Keep the current one' }));
    expect(secretWrites('POST')).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: 'Generate shared secret' }));
    await user.click(within(region).getByRole('button', { name: 'Generate a new secret' }));
    expect(await screen.findByRole('dialog', { name: 'Copy the new shared secret' })).toBeInTheDocument();
  });

  it('takes a secret from another instance, checking it before sending it', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL, STAGING], sync: OFF });
    const { toasts } = renderAdminPage(<InstancesPage />, PAGE);
    await user.click(await within(await card()).findByRole('button', { name: 'Enter a secret from another instance' }));
    const field = await screen.findByLabelText('Shared secret');
    await enterText(user, field, 'too-short');
    await user.click(screen.getByRole('button', { name: 'Save secret' }));
    expect(await screen.findByText(INSTANCE_SYNC_SECRET_TEXTS.tooShort)).toBeInTheDocument();
    expect(secretWrites('PUT')).toHaveLength(0);

    const fromSibling = 'gQ2v1b7mN3kXo9Zp4Rt6Yw8Es0Ua5Ld2Hc7Jf1Ki3N';
    await enterText(user, field, ` ${fromSibling} `);
    await user.click(screen.getByRole('button', { name: 'Save secret' }));
    await waitFor(() => expect(secretWrites('PUT').map((request) => request.body)).toEqual([{ secret: fromSibling }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Shared secret saved' })));
    expect(await within(await card()).findByText(/entered from another instance/)).toBeInTheDocument();
  });

  it('says the services’ environment sets the secret, and offers no change here', async () => {
    serveInstances({
      instances: [THIS_PORTAL, STAGING],
      sync: { ...SYNC_ON, secretSource: 'environment', secretSetAt: null, secretSetBy: null },
    });
    renderAdminPage(<InstancesPage />, PAGE);
    const region = await card();
    expect(await within(region).findByText('The shared secret is set by the services’ INSTANCE_SYNC_SECRET setting.')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes the secret after a confirmation, and moving is off', async () => {
    const user = userEvent.setup();
    serveInstances({ instances: [THIS_PORTAL, STAGING] });
    renderAdminPage(<InstancesPage />, PAGE);
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Remove shared secret' }));
    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    expect(await within(region).findByText('Off')).toBeInTheDocument();
    expect(secretWrites('DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Open/ })).toHaveLength(0));
  });
});

describe('a secret the services refuse', () => {
  it('shows their reason under the field and keeps the form open', async () => {
    const user = userEvent.setup();
    serveInstances({
      instances: [THIS_PORTAL, STAGING],
      sync: OFF,
      enter: () => fieldProblem(422, 'instance-sync-secret-invalid', 'body.secret', INSTANCE_SYNC_SECRET_TEXTS.published),
    });
    renderAdminPage(<InstancesPage />, PAGE);
    await user.click(await within(await card()).findByRole('button', { name: 'Enter a secret from another instance' }));
    await enterText(user, await screen.findByLabelText('Shared secret'), 'y'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save secret' }));
    expect(await screen.findByText(INSTANCE_SYNC_SECRET_TEXTS.published)).toBeInTheDocument();
    expect(screen.getByLabelText('Shared secret')).toBeInTheDocument();
    expect(within(await card()).getByText('Off')).toBeInTheDocument();
  });
});
