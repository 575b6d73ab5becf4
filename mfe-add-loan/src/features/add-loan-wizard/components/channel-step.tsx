import { Alert, Badge, Button, Checkbox, Group, Radio, Select, Stack, Text, Tooltip } from '@mantine/core';
import {
  ADD_LOAN_TEXTS,
  UI_CHANNELS,
  addLoanAllowed,
  channelOptions,
  nonQmAvailability,
  type LoanUploadChannelSettings,
  type Organization,
  type UiChannel,
} from 'shared-rules';
import { FormRefusal, LoadErrorAlert } from 'shared-ui';

/** Non-QM stays off while the lender's switches are unknown (missing general settings). */
const ALL_NON_QM_OFF: LoanUploadChannelSettings = { enableWholesale: false, enableNonDelegated: false, enableDelegated: false };

export interface ChannelStepProps {
  status: 'loading' | 'error' | 'ready';
  organizations: Organization[];
  /** The organisation the loan is for; null until chosen (internal users choose). */
  organization: Organization | null;
  /** Internal users pick the organisation; external users submit for their own. */
  canChooseOrganization: boolean;
  channel: UiChannel | null;
  nonQm: boolean;
  nonQmFlags: LoanUploadChannelSettings | null;
  /** Why the loan of a `loan_token` link could not be loaded, or null. */
  linkLoanProblem: string | null;
  onOrganizationChange: (organizationId: string | null) => void;
  onChannelChange: (channel: UiChannel) => void;
  onNonQmChange: (nonQm: boolean) => void;
  onRetry: () => void;
  onCancel: () => void;
  onNext: () => void;
}

/** Step one of Add Loan: the organisation's channel and whether the loan is Non-QM. */
export function ChannelStep(props: ChannelStepProps) {
  const { status, organization, channel, nonQm, nonQmFlags } = props;

  if (status === 'error') {
    return (
      <Stack>
        <LoadErrorAlert
          title={ADD_LOAN_TEXTS.organizationsUnavailable}
          message="The channels your organization may use could not be read. Check your connection and try again."
          onRetry={props.onRetry}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  }

  const loading = status === 'loading';
  const approval = organization?.basicInfo.approvalStatus.currentStatus ?? null;
  const organizationActive = addLoanAllowed(organization);
  const nonQmState = channel === null ? null : nonQmAvailability(channel, nonQmFlags ?? ALL_NON_QM_OFF);
  const nonQmAllowed = nonQmState !== null && !nonQmState.disabled;
  const disabledChannels = new Set(
    organization
      ? channelOptions(organization)
          .filter((option) => option.disabled)
          .map((option) => option.channel)
      : UI_CHANNELS,
  );
  const canContinue = !loading && organization !== null && organizationActive && channel !== null;

  const nonQmCheckbox = (
    <Checkbox
      label="Non-QM loan"
      description="Submit this loan for Non-QM products."
      checked={nonQm && nonQmAllowed}
      disabled={!nonQmAllowed}
      onChange={(event) => props.onNonQmChange(event.currentTarget.checked)}
    />
  );

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        Choose how this loan will be submitted. Only the channels your organization is approved for can be selected.
      </Text>

      {props.linkLoanProblem && (
        <Alert color="yellow" title="The loan from your link was not loaded" role="alert">
          {props.linkLoanProblem} You can still add the loan by importing its file.
        </Alert>
      )}

      {props.canChooseOrganization && (
        <Select
          label="Organization"
          placeholder={loading ? 'Loading organizations…' : 'Choose the broker or correspondent'}
          data={props.organizations.map((org) => ({ value: org.summary.id, label: org.summary.organizationName }))}
          value={organization?.summary.id ?? null}
          onChange={props.onOrganizationChange}
          searchable
          disabled={loading}
          nothingFoundMessage="No organization matches"
        />
      )}

      {!props.canChooseOrganization && organization && (
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {organization.summary.organizationName}
          </Text>
          <Badge color={organizationActive ? 'green' : 'yellow'} variant="light">
            {approval}
          </Badge>
        </Group>
      )}

      {organization && !organizationActive && (
        <Alert color="yellow" title="Organization not active" role="alert">
          {organization.summary.organizationName} is {approval?.toLowerCase()}. Loans can be added once its approval status is Active; your
          account executive can help.
        </Alert>
      )}

      {!loading && !props.canChooseOrganization && !organization && (
        <FormRefusal
          title="No organization"
          refusal="Your profile is not linked to an organization, so loans cannot be added. Please contact support."
        />
      )}

      <Radio.Group label="Channel" value={channel} onChange={(value) => props.onChannelChange(value as UiChannel)} withAsterisk>
        <Stack gap="sm" mt="xs">
          {UI_CHANNELS.map((option) => {
            const allowed = !disabledChannels.has(option);
            return (
              <Radio
                key={option}
                value={option}
                label={option}
                disabled={loading || !allowed}
                description={organization && !allowed ? 'Your organization is not approved for this channel.' : undefined}
              />
            );
          })}
        </Stack>
      </Radio.Group>

      {nonQmState?.tooltip ? (
        <Tooltip label={nonQmState.tooltip} position="top-start" multiline w={280}>
          {/* Disabled inputs fire no pointer events, so the tooltip hangs on a wrapper. */}
          <div data-testid="non-qm-wrapper">{nonQmCheckbox}</div>
        </Tooltip>
      ) : (
        nonQmCheckbox
      )}

      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button onClick={props.onNext} disabled={!canContinue} loading={loading}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
