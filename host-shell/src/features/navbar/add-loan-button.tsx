import { Button, Tooltip } from '@mantine/core';
import { getBus, useGetExternalOrgsQuery, useProfile, useRoles } from 'shared-ui';
import { PlusIcon } from './icons';

/** Whether the signed-in external user's own organisation may add loans (it must be Active). */
export function useOwnOrganisationActive(): { active: boolean; loading: boolean } {
  const { profile } = useProfile();
  const { isExternal } = useRoles();
  const orgId = profile?.tpoUser?.organization.entityId;
  const { data, isLoading } = useGetExternalOrgsQuery(undefined, { skip: !isExternal || !orgId });
  const own = data?.find((org) => org.summary.id === orgId);
  return { active: own?.basicInfo.approvalStatus.currentStatus === 'Active', loading: isLoading };
}

/** Add Loan (external users only): opens `?modal=add-loan`; disabled unless the organisation is Active. */
export function AddLoanButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { isExternal } = useRoles();
  const { active, loading } = useOwnOrganisationActive();
  if (!isExternal) return null;
  const button = (
    <Button
      leftSection={<PlusIcon size={16} />}
      disabled={!active}
      loading={loading}
      fullWidth={fullWidth}
      onClick={() => getBus().emit('host:open-modal', { modal: 'add-loan' })}
    >
      Add Loan
    </Button>
  );
  if (active || loading) return button;
  return (
    <Tooltip label="Your organization must be Active to add loans" withArrow>
      <span>{button}</span>
    </Tooltip>
  );
}
