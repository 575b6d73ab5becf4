import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { channelOptions, type UiChannel } from 'shared-rules';
import { useAppDispatch, useAppSelector, type SlotPropsMap } from 'shared-ui';
import { ChannelStep } from '../features/add-loan-wizard/components/channel-step';
import { StepNotReady } from '../features/add-loan-wizard/components/step-not-ready';
import { useChannelStepData } from '../features/add-loan-wizard/hooks/use-channel-step-data';
import { useLinkLoan } from '../features/add-loan-wizard/hooks/use-link-loan';
import {
  fileImported,
  flagsLoaded,
  organizationChosen,
  selectAddLoan,
  wizardClosed,
  wizardMoved,
  wizardOpened,
} from '../features/add-loan-wizard/state/add-loan-wizard-slice';
import { parseChannelParam, parseNonQmParam } from '../features/add-loan-wizard/state/channel-param';
import { DataImportStep } from '../features/data-import/components/data-import-step';
import { importedLoanSummary } from '../lib/imported-loan-summary';

const STEP_TITLES: Record<string, string> = {
  channel: 'Select a channel',
  'data-import': 'Import the loan file',
  'upload-loan-redirect': 'Eligibility',
  information: 'Disclosure information',
  contacts: 'Contacts',
  'hoi-notice': 'Homeowners insurance',
  'complete-loan-info': 'Complete the loan',
  created: 'Loan created',
};

/** Content of the Add Loan modal (`?modal=add-loan`); the host renders the 600px modal frame. */
export default function AddLoanModal({ onClose, params }: SlotPropsMap['add-loan-modal']) {
  const dispatch = useAppDispatch();
  const { wizard, organizationId: chosenOrganizationId, linkLoanToken, imported } = useAppSelector(selectAddLoan);
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

  // After the opening effect above (effects run in order), so a reopened wizard gets the flags again.
  const hasRedirectRules = data.wizardFlags?.hasRedirectRules;
  const hoiOptOut = data.wizardFlags?.hoiOptOut;
  useEffect(() => {
    if (hasRedirectRules !== undefined && hoiOptOut !== undefined) dispatch(flagsLoaded({ hasRedirectRules, hoiOptOut }));
  }, [dispatch, hasRedirectRules, hoiOptOut, params.channel, params.nonQM, params.loanToken]);

  const organizationId = data.isInternal ? chosenOrganizationId : data.ownOrganizationId;
  const organization = data.organizations.find((org) => org.summary.id === organizationId) ?? null;
  // A channel preselected by the link counts only once the organisation is known to allow it.
  const allowed = organization ? channelOptions(organization).filter((option) => !option.disabled).map((option) => option.channel) : [];
  const channel: UiChannel | null = wizard.channel && allowed.includes(wizard.channel) ? wizard.channel : null;
  const link = useLinkLoan(data.status === 'ready' && organization ? linkLoanToken : null, channel);

  const close = () => {
    dispatch(wizardClosed());
    onClose();
  };
  const back = () => dispatch(wizardMoved({ type: 'back' }));
  const next = () => dispatch(wizardMoved({ type: 'next' }));

  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        {STEP_TITLES[wizard.step]}
      </Title>
      {wizard.step === 'channel' && (
        <ChannelStep
          status={link.loading ? 'loading' : data.status}
          organizations={data.organizations}
          organization={organization}
          canChooseOrganization={data.isInternal}
          channel={channel}
          nonQm={wizard.nonQM}
          nonQmFlags={data.nonQmFlags}
          linkLoanProblem={link.failure}
          onOrganizationChange={(id) => dispatch(organizationChosen(id))}
          onChannelChange={(selected) => dispatch(wizardMoved({ type: 'channelSelected', channel: selected }))}
          onNonQmChange={(nonQM) => dispatch(wizardMoved({ type: 'nonQMChanged', nonQM }))}
          onRetry={data.retry}
          onCancel={close}
          onNext={next}
        />
      )}
      {wizard.step === 'data-import' && (
        <DataImportStep
          imported={imported}
          onImported={(result, fileName) =>
            dispatch(
              fileImported({
                loanToken: result.token,
                imported: { fileName, summary: importedLoanSummary(result.loan), warnings: result.warnings },
              }),
            )
          }
          onBack={back}
          onNext={next}
        />
      )}
      {wizard.step !== 'channel' && wizard.step !== 'data-import' && <StepNotReady onBack={back} onClose={close} />}
    </Stack>
  );
}
