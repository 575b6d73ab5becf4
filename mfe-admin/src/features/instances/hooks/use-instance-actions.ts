import { useState } from 'react';
import type { Instance } from 'shared-rules';
import { problemMessage, showToast } from 'shared-ui';
import { useGenerateInstanceSyncTokenMutation } from '../api/generate-instance-sync-token';
import { useUpdateInstanceMutation } from '../api/update-instance';

/** Where the browser goes: replaced in tests, which cannot leave the page. */
export const browserLocation = { assign: (url: string) => window.location.assign(url) };

/**
 * A row's actions: enable or disable a sibling, and Open an instance signed in (a fresh
 * one-minute token, then the browser goes to the address services answer). `busyId` is the row
 * whose action is running.
 */
export function useInstanceActions() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [update] = useUpdateInstanceMutation();
  const [generate] = useGenerateInstanceSyncTokenMutation();

  async function setEnabled(instance: Instance, enabled: boolean) {
    setBusyId(instance.id);
    try {
      await update({ id: instance.id, change: { enabled } }).unwrap();
      showToast(
        'success',
        enabled ? 'Instance enabled' : 'Instance disabled',
        enabled ? `${instance.name} can be opened again.` : `Nobody is sent to ${instance.name} any more.`,
      );
    } catch (error) {
      showToast('error', enabled ? 'The instance was not enabled' : 'The instance was not disabled', problemMessage(error));
    } finally {
      setBusyId(null);
    }
  }

  async function open(instance: Instance) {
    setBusyId(instance.id);
    try {
      const query = instance.isCurrent ? { isSameInstance: true } : { isSameInstance: false, instanceId: instance.id };
      const { url } = await generate(query).unwrap();
      browserLocation.assign(url);
    } catch (error) {
      showToast('error', `${instance.name} could not be opened`, problemMessage(error));
      setBusyId(null);
    }
  }

  return { busyId, setEnabled, open };
}
