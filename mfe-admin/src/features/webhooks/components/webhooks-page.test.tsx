import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { WEBHOOK_TEXTS } from 'shared-rules';
import { enterText, fieldProblem, recordRequests, renderAdminPage } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { delivery, endpoint, HARBOR, NEW_SECRET, serveWebhooks } from '../testing/webhooks-test-kit';
import WebhooksPage from './webhooks-page';

const PAGE = '/admin/webhooks';
const sent = recordRequests(server);

async function row(tableName: string, text: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: tableName });
  const found = await waitFor(() => {
    const match = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text));
    if (!match) throw new Error(`No row of ${tableName} holds ${text}`);
    return match;
  });
  return found;
}

async function openAddEndpoint(user: UserEvent) {
  await row('Webhook endpoints', 'https://los.partner.test/webhooks');
  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
  return screen.findByRole('dialog', { name: 'Add endpoint' });
}

describe('the webhooks page', () => {
  it('lists each endpoint with its organisations, events, status and last delivery', async () => {
    serveWebhooks({
      endpoints: [
        endpoint(),
        endpoint({
          id: 'wh-crm',
          url: 'https://crm.partner.test/hooks',
          organizationIds: null,
          active: false,
          disabledReason: 'The endpoint answered 410 Gone.',
          lastDeliveryState: null,
          lastResponseStatus: null,
          lastDeliveryAt: null,
        }),
      ],
    });
    renderAdminPage(<WebhooksPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const los = await row('Webhook endpoints', 'https://los.partner.test/webhooks');
    await waitFor(() => expect(los).toHaveTextContent('Summit Mortgage'));
    expect(los).toHaveTextContent('loan.created, condition.status_changed');
    expect(los).toHaveTextContent('Active');
    expect(los).toHaveTextContent('Delivered (204)');
    const crm = await row('Webhook endpoints', 'https://crm.partner.test/hooks');
    expect(crm).toHaveTextContent('Every organisation');
    expect(crm).toHaveTextContent('Off');
    expect(crm).toHaveTextContent('410 Gone');
    expect(crm).toHaveTextContent('None yet');
  });

  it('adds an endpoint and shows its secret once', async () => {
    const user = userEvent.setup();
    serveWebhooks({ endpoints: [endpoint()] });
    renderAdminPage(<WebhooksPage />, PAGE);
    const dialog = await openAddEndpoint(user);
    await enterText(user, within(dialog).getByRole('textbox', { name: 'Address' }), 'https://crm.partner.test/hooks');
    await user.click(within(dialog).getByRole('switch', { name: /Every organisation/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Loan created/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Document uploaded/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(sent('POST', '/api/admin/webhooks').map((request) => request.body)).toEqual([
        { url: 'https://crm.partner.test/hooks', organizationIds: null, eventTypes: ['loan.created', 'document.uploaded'], active: true },
      ]),
    );
    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secretDialog).getByText(NEW_SECRET)).toBeInTheDocument();
    expect(within(secretDialog).getByText(/shows it only this once/)).toBeInTheDocument();
    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(NEW_SECRET)).not.toBeInTheDocument();
    expect(await row('Webhook endpoints', 'https://crm.partner.test/hooks')).toHaveTextContent('Every organisation');
  });

  it('asks for organisations and events, and shows a refused address under its field', async () => {
    const user = userEvent.setup();
    serveWebhooks({
      endpoints: [endpoint()],
      create: () => fieldProblem(400, 'webhook-url-refused', 'body.url', WEBHOOK_TEXTS.privateNetwork),
    });
    renderAdminPage(<WebhooksPage />, PAGE);
    const dialog = await openAddEndpoint(user);
    await enterText(user, within(dialog).getByRole('textbox', { name: 'Address' }), 'https://10.0.0.5/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Choose at least one organisation/)).toBeInTheDocument();
    expect(sent('POST', '/api/admin/webhooks')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Organisations' }));
    await user.click(await screen.findByRole('option', { name: 'Harbor Home Loans' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Loan created/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_TEXTS.privateNetwork)).toBeInTheDocument();
    expect(sent('POST', '/api/admin/webhooks').map((request) => request.body)).toEqual([
      { url: 'https://10.0.0.5/hooks', organizationIds: [HARBOR], eventTypes: ['loan.created'], active: true },
    ]);
  });

  it('rotates a secret, showing the new one once and saying the previous one still signs for 24 hours', async () => {
    const user = userEvent.setup();
    serveWebhooks({ endpoints: [endpoint()] });
    renderAdminPage(<WebhooksPage />, PAGE);
    const los = await row('Webhook endpoints', 'https://los.partner.test/webhooks');
    await user.click(within(los).getByRole('button', { name: 'Rotate the secret of https://los.partner.test/webhooks' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secretDialog).getByText(NEW_SECRET)).toBeInTheDocument();
    expect(within(secretDialog).getByText(/next 24 hours deliveries are signed with both/)).toBeInTheDocument();
    expect(sent('POST').map((request) => request.url.pathname)).toEqual(['/api/admin/webhooks/wh-los/secret']);
  });

  it('deletes an endpoint once confirmed', async () => {
    const user = userEvent.setup();
    serveWebhooks({ endpoints: [endpoint(), endpoint({ id: 'wh-crm', url: 'https://crm.partner.test/hooks' })] });
    const { toasts } = renderAdminPage(<WebhooksPage />, PAGE);
    const crm = await row('Webhook endpoints', 'https://crm.partner.test/hooks');
    await user.click(within(crm).getByRole('button', { name: 'Delete https://crm.partner.test/hooks' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the endpoint https://crm.partner.test/hooks?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE')).toHaveLength(0);
    await user.click(within(crm).getByRole('button', { name: 'Delete https://crm.partner.test/hooks' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Delete the endpoint/ })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE').map((request) => request.url.pathname)).toEqual(['/api/admin/webhooks/wh-crm']));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Endpoint deleted' })));
    await waitFor(() => expect(screen.queryByText('https://crm.partner.test/hooks')).not.toBeInTheDocument());
  });

  it('shows an endpoint’s delivery log by page and replays a delivery and a time range', async () => {
    const user = userEvent.setup();
    const log = Array.from({ length: 25 }, (_, index) =>
      delivery({
        id: `dlv-${index + 1}`,
        eventId: `evt-${index + 1}`,
        eventType: index === 0 ? 'condition.status_changed' : 'loan.created',
      }),
    );
    log[0] = { ...log[0], state: 'pending', attempts: 3, responseStatus: 500, lastError: 'The endpoint answered 500.', deliveredAt: null };
    serveWebhooks({ endpoints: [endpoint()], deliveries: { 'wh-los': log } });
    const { toasts } = renderAdminPage(<WebhooksPage />, PAGE);
    await user.click(
      within(await row('Webhook endpoints', 'https://los.partner.test/webhooks')).getByRole('button', { name: /^Deliveries of/ }),
    );
    const failing = await row('Deliveries', 'condition.status_changed');
    expect(failing).toHaveTextContent('Waiting');
    expect(failing).toHaveTextContent('The endpoint answered 500.');
    expect(within(await screen.findByRole('table', { name: 'Deliveries' })).getAllByRole('row')).toHaveLength(21);

    await user.click(within(failing).getByRole('button', { name: 'Replay the condition.status_changed event evt-1' }));
    await waitFor(() =>
      expect(sent('POST').map((request) => request.url.pathname)).toContain('/api/admin/webhooks/wh-los/deliveries/dlv-1/replay'),
    );
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Replay queued' })));

    await user.type(screen.getByLabelText('Events from'), '2026-11-20T14:00');
    await user.type(screen.getByLabelText('Events to'), '2026-11-20T16:00');
    await user.click(screen.getByRole('button', { name: 'Replay this range' }));
    await waitFor(() => expect(sent('POST', '/api/admin/webhooks/wh-los/replay')).toHaveLength(1));
    const [range] = sent('POST', '/api/admin/webhooks/wh-los/replay');
    expect(range.body).toEqual({ from: new Date('2026-11-20T14:00').toISOString(), to: new Date('2026-11-20T16:00').toISOString() });

    await user.click(within(screen.getByRole('navigation', { name: 'Delivery pages' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(sent('GET').some((request) => request.path.includes('/deliveries?page=2'))).toBe(true));
    expect(await row('Deliveries', 'evt-25')).toHaveTextContent('Delivered');
  });

  it('saves whether private networks are allowed', async () => {
    const user = userEvent.setup();
    serveWebhooks({ endpoints: [endpoint()] });
    renderAdminPage(<WebhooksPage />, PAGE);
    const setting = await screen.findByRole('switch', { name: 'Allow private networks' });
    await waitFor(() => expect(setting).toBeEnabled());
    await user.click(setting);
    await waitFor(() =>
      expect(sent('PUT', '/api/settings/webhooks').map((request) => request.body)).toEqual([
        { value: { allowPrivateNetworks: true }, version: 0 },
      ]),
    );
  });
});
