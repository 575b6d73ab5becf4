import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { channelOptions, type UiChannel } from 'shared-rules';
import { useAppDispatch, useAppSelector, type SlotPropsMap } from 'shared-ui';
import { ChannelStep } from '../features/add-loan-wizard/components/channel-step';
import { useChannelStepData } from '../features/add-loan-wizard/hooks/use-channel-step-data';
import {
  organizationChosen,
  selectAddLoan,
  wizardClosed,
  wizardMoved,
  wizardOpened,
} from '../features/add-loan-wizard/state/add-loan-wizard-slice';
import { parseChannelParam, parseNonQmParam } from '../features/add-loan-wizard/state/channel-param';
import { DataImportStep } from '../features/data-import/components/data-import-step';

const STEP_TITLES = { channel: 'Select a channel', 'data-import': 'Import the loan file' } as const;

/** Content of the Add Loan modal (`?modal=add-loan`); the host renders the 600px modal frame. */
export default function AddLoanModal({ onClose, params }: SlotPropsMap['add-loan-modal']) {
  const dispatch = useAppDispatch();
  const { wizard, organizationId: chosenOrganizationId, linkLoanToken } = useAppSelector(selectAddLoan);
  const data = useChannelStepData();

  useEffect(() => {
    dispatch(
      wizardOpened({
        channel: parseChannelParam(params.channel),
        nonQM: parseNonQmParam(params.nonQM),
        loanToken: params.loanToken?.trim() || null,
      }),
    );
    return () => {
      dispatch(wizardClosed());
    };
  }, [dispatch, params.channel, params.nonQM, params.loanToken]);

  const organizationId = data.isInternal ? chosenOrganizationId : data.ownOrganizationId;
  const organization = data.organizations.find((org) => org.summary.id === organizationId) ?? null;
  // A channel preselected by the link counts only once the organisation is known to allow it.
  const allowed = organization ? channelOptions(organization).filter((option) => !option.disabled).map((option) => option.channel) : [];
  const channel: UiChannel | null = wizard.channel && allowed.includes(wizard.channel) ? wizard.channel : null;

  const close = () => {
    dispatch(wizardClosed());
    onClose();
  };

  if (wizard.step !== 'channel' && wizard.step !== 'data-import') {
    // Later steps need the import service; nothing reaches them until it exists.
    return <Text>This step is not available yet.</Text>;
  }

  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        {STEP_TITLES[wizard.step]}
      </Title>
      {wizard.step === 'channel' ? (
        <ChannelStep
          status={data.status}
          organizations={data.organizations}
          organization={organization}
          canChooseOrganization={data.isInternal}
          channel={channel}
          nonQm={wizard.nonQM}
          nonQmFlags={data.nonQmFlags}
          unreadableLoanToken={linkLoanToken !== null}
          onOrganizationChange={(id) => dispatch(organizationChosen(id))}
          onChannelChange={(next) => dispatch(wizardMoved({ type: 'channelSelected', channel: next }))}
          onNonQmChange={(nonQM) => dispatch(wizardMoved({ type: 'nonQMChanged', nonQM }))}
          onRetry={data.retry}
          onCancel={close}
          onNext={() => dispatch(wizardMoved({ type: 'next' }))}
        />
      ) : (
        <DataImportStep onBack={() => dispatch(wizardMoved({ type: 'back' }))} />
      )}
    </Stack>
  );
}
