import type { WebhookDeliveryState } from 'shared-rules';

/** How the page names a delivery's state. */
export const DELIVERY_STATE_LABELS: Record<WebhookDeliveryState, string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};
