import { Button } from '@mantine/core';
import { useState } from 'react';
import { loadErrorOf, PageHeader, useRoles } from 'shared-ui';
import { useGetInstancesQuery } from '../api/get-instances';
import { useGetInstanceSyncStatusQuery } from '../api/instance-sync-secret';
import { useInstanceActions } from '../hooks/use-instance-actions';
import { type InstanceEditor, InstanceFormModal } from './instance-form-modal';
import { InstanceSyncCard } from './instance-sync-card';
import { InstancesTable } from './instances-table';

export const INSTANCES_LOAD_ERROR = 'The instances could not be loaded';

/**
 * /admin/tenants: this portal and its sibling instances (another channel's portal, a staging
 * copy). Administrators add and edit them, enable or disable them, and Open one already signed in.
 */
export default function InstancesPage() {
  const list = useGetInstancesQuery();
  const roles = useRoles();
  // Open needs moving to be on (a shared secret and an enabled sibling): the card says why not.
  const syncOn = useGetInstanceSyncStatusQuery().data?.on === true;
  const { busyId, setEnabled, open } = useInstanceActions();
  const [editor, setEditor] = useState<InstanceEditor | null>(null);

  return (
    <>
      <PageHeader
        title="Instances"
        description="The portals of this lender that share their users: Open one to move there already signed in, as the same person (matched by email address)."
        actions={<Button onClick={() => setEditor({ instance: null })}>Add instance</Button>}
      />
      <InstanceSyncCard />
      <InstancesTable
        instances={list.data}
        error={loadErrorOf(list, INSTANCES_LOAD_ERROR)}
        busyId={busyId}
        actions={{
          onEdit: (instance) => setEditor({ instance }),
          onSetEnabled: (instance, enabled) => void setEnabled(instance, enabled),
          onOpen: roles.isImpersonating || !syncOn ? undefined : (instance) => void open(instance),
        }}
      />
      <InstanceFormModal editor={editor} onClose={() => setEditor(null)} />
    </>
  );
}
