import { Alert, Button, List, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { ContactSyncResult, ExternalUser } from 'shared-rules';
import { FormRefusal, PageHeader, problemMessage, useGetExternalOrgsQuery } from 'shared-ui';
import { useSyncBrokerContactMutation } from '../api/sync-broker-contact';
import { sortByOrganizationName } from '../state/sort-organizations';
import { BrokerBookSummary } from './broker-book-summary';
import { BrokerContactsList } from './broker-contacts-list';
import { ContactModal, type ContactModalTarget } from './contact-modal';

export interface BrokerContactsPageProps {
  /** The company whose contacts are listed (`?orgId=`), or null for every company. */
  orgId: string | null;
  onOrgChange: (orgId: string | null) => void;
}

type SyncOutcome = { name: string; result: ContactSyncResult } | { name: string; error: string };

function SyncOutcomeAlert({ outcome, onClose }: { outcome: SyncOutcome; onClose: () => void }) {
  if ('error' in outcome) {
    return <FormRefusal title={`${outcome.name} was not synced`} refusal={outcome.error} onDismiss={onClose} />;
  }
  return (
    <Alert color="green" role="status" title={`${outcome.name} is synced`} withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      <List size="sm">
        {outcome.result.changes.map((change) => (
          <List.Item key={change.kind}>{change.detail}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Broker Contacts: the caller's companies counted, their contacts searched a page at a time,
 * contacts added and edited, and a contact synced (brought into line with their company).
 */
export function BrokerContactsPage({ orgId, onOrgChange }: BrokerContactsPageProps) {
  const orgs = useGetExternalOrgsQuery();
  const companies = sortByOrganizationName(orgs.data).map((org) => ({ value: org.summary.id, label: org.summary.organizationName }));
  const [target, setTarget] = useState<ContactModalTarget | null>(null);
  const [sync, syncing] = useSyncBrokerContactMutation();
  const [syncingId, setSyncingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SyncOutcome | null>(null);

  const syncContact = async (contact: ExternalUser) => {
    const name = `${contact.firstName} ${contact.lastName}`;
    setSyncingId(contact.id);
    setOutcome(null);
    try {
      setOutcome({ name, result: await sync(contact.id).unwrap() });
    } catch (error) {
      setOutcome({ name, error: problemMessage(error, 'The contact could not be synced. Please try again.') });
    } finally {
      setSyncingId(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Broker Contacts"
        description="Loan officers and processors of the companies you cover."
        actions={
          <Button onClick={() => setTarget({ kind: 'new', organizationId: orgId })} disabled={companies.length === 0}>
            Add contact
          </Button>
        }
      />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Your companies
          </Title>
          <BrokerBookSummary selectedOrgId={orgId} onSelect={onOrgChange} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Contacts
          </Title>
          {outcome && <SyncOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
          <BrokerContactsList
            companies={companies}
            orgId={orgId}
            onOrgChange={onOrgChange}
            onEdit={(contact) => setTarget({ kind: 'edit', contact })}
            onSync={(contact) => void syncContact(contact)}
            syncingId={syncing.isLoading ? syncingId : null}
          />
        </Stack>
      </Stack>
      {target && (
        <ContactModal
          key={target.kind === 'edit' ? target.contact.id : 'new'}
          target={target}
          companies={companies}
          onClose={() => setTarget(null)}
        />
      )}
    </>
  );
}
