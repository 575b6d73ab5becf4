import { Button, Group, Modal, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Organization } from 'shared-rules';
import { FormRefusal, LoadErrorAlert, problemOf, showToast } from 'shared-ui';
import { useGetOrganizationCoverageQuery, useSetOrganizationCoverageMutation } from '../api/organization-coverage';
import { useGetPrimaryAeCandidatesQuery } from '../api/get-primary-ae-candidates';
import { coverageChoices } from '../state/coverage-choices';

export const COVERAGE_LOAD_ERROR = 'Unable to load who covers this company';

function CoverageForm({ organization, onClose }: { organization: Organization; onClose: () => void }) {
  const organizationId = organization.summary.id;
  const coverage = useGetOrganizationCoverageQuery(organizationId);
  const staff = useGetPrimaryAeCandidatesQuery();
  const [save, saving] = useSetOrganizationCoverageMutation();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (coverage.isLoading || staff.isLoading) return <Skeleton height={120} radius="md" />;
  if (coverage.isError || !coverage.data) return <LoadErrorAlert title={COVERAGE_LOAD_ERROR} onRetry={() => void coverage.refetch()} />;
  const current = coverage.data.aes.map((ae) => ae.id);
  const value = chosen ?? current;
  const unchanged = value.length === current.length && value.every((id) => current.includes(id));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      await save({ organizationId, aeIds: value }).unwrap();
      showToast('success', 'Coverage saved', `${organization.summary.organizationName}’s account executives are saved.`);
      onClose();
    } catch (error) {
      const problem = problemOf(error);
      setRefusal(
        problem?.fields?.map((field) => field.message).join(' ') || problem?.detail || 'The coverage was not saved. Please try again.',
      );
    }
  };

  return (
    <form noValidate aria-label="Coverage" onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm">The account executives chosen see this company’s loans and contacts, and manage its contacts.</Text>
        <MultiSelect
          label="Account executives"
          description="The primary account executive always covers the company."
          placeholder={value.length === 0 ? 'Choose account executives' : undefined}
          data={coverageChoices(staff.data ?? [], coverage.data)}
          value={value}
          onChange={(ids) => {
            // The primary one cannot be taken off: its pill is fixed.
            const primary = coverage.data?.aes.find((ae) => ae.primary)?.id;
            setChosen(primary && !ids.includes(primary) ? [primary, ...ids] : ids);
          }}
          searchable
          nothingFoundMessage="No account executive has this name"
        />
        {staff.isError && (
          <Text size="sm" c="red">
            The staff list could not be loaded: only the current account executives are shown.
          </Text>
        )}
        <FormRefusal title="The coverage was not saved" refusal={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving.isLoading}>
            Cancel
          </Button>
          <Button type="submit" loading={saving.isLoading} disabled={unchanged}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Administrators choose which account executives cover a company (`PUT /api/admin/organizations/:id/coverage`). */
export function CoverageModal({ organization, onClose }: { organization: Organization; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Coverage of ${organization.summary.organizationName}`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <CoverageForm organization={organization} onClose={onClose} />
    </Modal>
  );
}
