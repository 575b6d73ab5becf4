import { Button } from '@mantine/core';
import { useState } from 'react';
import type { WebhookEndpoint } from 'shared-rules';
import { ConfirmDeleteModal, loadErrorOf, PageHeader, problemMessage, showToast, useGetExternalOrgsQuery } from 'shared-ui';
import { useDeleteWebhookEndpointMutation, useGetWebhookEndpointsQuery, useRotateWebhookSecretMutation } from '../api/webhook-endpoints';
import { DeliveriesPanel } from './deliveries-panel';
import { type EndpointEditor, EndpointFormModal } from './endpoint-form-modal';
import { EndpointsTable } from './endpoints-table';
import { PrivateNetworksSetting } from './private-networks-setting';
import { SecretModal, type ShownSecret } from './secret-modal';

export const ENDPOINTS_LOAD_ERROR = 'The webhook endpoints could not be loaded';

/**
 * /admin/webhooks: the partner systems the portal posts loan changes to. Administrators add,
 * change and delete endpoints, rotate their secrets (shown once), read each one's deliveries and
 * replay them.
 */
export default function WebhooksPage() {
  const list = useGetWebhookEndpointsQuery();
  const organizations = useGetExternalOrgsQuery();
  const [editor, setEditor] = useState<EndpointEditor | null>(null);
  const [shownSecret, setShownSecret] = useState<ShownSecret | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<string | null>(null);
  const [remove, removal] = useDeleteWebhookEndpointMutation();
  const [rotate] = useRotateWebhookSecretMutation();

  const rotateSecret = async (endpoint: WebhookEndpoint) => {
    try {
      const { secret } = await rotate(endpoint.id).unwrap();
      setShownSecret({ url: endpoint.url, secret, rotated: true });
    } catch (error) {
      showToast('error', 'The secret was not rotated', problemMessage(error));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      showToast('success', 'Endpoint deleted', `${deleting.url} no longer receives events.`);
      if (deliveriesOf === deleting.id) setDeliveriesOf(null);
      setDeleting(null);
    } catch (error) {
      showToast('error', 'The endpoint was not deleted', problemMessage(error));
    }
  };
  const shownDeliveries = list.data?.find((endpoint) => endpoint.id === deliveriesOf);

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Partner systems (a lender's LOS, a broker's CRM) that the portal tells when a loan changes: each delivery is signed, retried for 24 hours, and sent in the order the changes happened."
        actions={<Button onClick={() => setEditor({ endpoint: null })}>Add endpoint</Button>}
      />
      <PrivateNetworksSetting />
      <EndpointsTable
        endpoints={list.data}
        organizations={organizations.data}
        error={loadErrorOf(list, ENDPOINTS_LOAD_ERROR)}
        actions={{
          onEdit: (endpoint) => setEditor({ endpoint }),
          onRotate: (endpoint) => void rotateSecret(endpoint),
          onDelete: setDeleting,
          onShowDeliveries: (endpoint) => setDeliveriesOf(endpoint.id),
        }}
      />
      {shownDeliveries && <DeliveriesPanel key={shownDeliveries.id} endpoint={shownDeliveries} />}
      <EndpointFormModal
        editor={editor}
        onClose={() => setEditor(null)}
        onCreated={({ endpoint, secret }) => {
          setEditor(null);
          setShownSecret({ url: endpoint.url, secret, rotated: false });
        }}
      />
      <SecretModal shown={shownSecret} onClose={() => setShownSecret(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={`Delete the endpoint ${deleting?.url ?? ''}?`}
        consequence="The partner stops receiving events, and the endpoint's delivery log is deleted with it."
        deleting={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
