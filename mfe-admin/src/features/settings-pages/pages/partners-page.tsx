import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import { PARTNER_KINDS, type Partners } from 'shared-rules';
import { DataTable } from 'shared-ui';
import { EMAIL_PATTERN, isBlank, optionalMatch, URL_PATTERN } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

type PartnerKind = (typeof PARTNER_KINDS)[number];
type Partner = Partners['partners'][number];

export const PARTNER_KIND_NAMES: Record<PartnerKind, string> = {
  title: 'Title company',
  'appraisal-management': 'Appraisal management company',
  closing: 'Closing or settlement agent',
  credit: 'Credit reporting agency',
  flood: 'Flood certification',
  insurance: 'Insurance',
  other: 'Other',
};
/** How a partner's fields are named for screen readers: by its place in the list, since its name is being edited. */
const rowName = (index: number) => `partner ${index + 1}`;
const KIND_OPTIONS = PARTNER_KINDS.map((kind) => ({ value: kind, label: PARTNER_KIND_NAMES[kind] }));

/** A new partner's id: unique enough among a lender's partners, and only characters ids allow. */
const newPartnerId = (): string => `partner-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const newPartner = (): Partner => ({ id: newPartnerId(), name: '', kind: 'title', contactEmail: '', website: '', active: true });

/** /admin/settings/partners: the third parties the lender works with on loans. */
export default function PartnersPage() {
  const setting = useSettingForm('partners', {
    validate: {
      partners: {
        name: (name) => (isBlank(name) ? 'Enter the partner name' : null),
        contactEmail: optionalMatch(EMAIL_PATTERN, 'Enter an email address such as orders@title.com'),
        website: optionalMatch(URL_PATTERN, 'Enter an address starting with https://'),
      },
    },
    toSaved: (values) => ({
      partners: values.partners.map((partner) => ({
        ...partner,
        name: partner.name.trim(),
        contactEmail: partner.contactEmail.trim(),
        website: partner.website.trim(),
      })),
    }),
  });
  const { form } = setting;
  const partners = form.getValues().partners;
  return (
    <SettingFormFrame
      title="Partners"
      description="The title, appraisal, closing and other companies the lender works with on loans."
      setting={setting}
    >
      <DataTable<Partner>
        label="Partners"
        records={partners}
        rowKey={(partner) => partner.id}
        columns={[
          {
            key: 'name',
            title: 'Name',
            render: (_partner, index) => (
              <TextInput
                aria-label={`Name of ${rowName(index)}`}
                required
                maxLength={200}
                {...form.getInputProps(`partners.${index}.name`)}
              />
            ),
          },
          {
            key: 'kind',
            title: 'Kind',
            render: (_partner, index) => (
              <Select
                aria-label={`Kind of ${rowName(index)}`}
                data={KIND_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps(`partners.${index}.kind`)}
              />
            ),
          },
          {
            key: 'contactEmail',
            title: 'Contact email',
            render: (_partner, index) => (
              <TextInput
                aria-label={`Contact email of ${rowName(index)}`}
                type="email"
                maxLength={254}
                {...form.getInputProps(`partners.${index}.contactEmail`)}
              />
            ),
          },
          {
            key: 'website',
            title: 'Website',
            render: (_partner, index) => (
              <TextInput
                aria-label={`Website of ${rowName(index)}`}
                maxLength={2000}
                {...form.getInputProps(`partners.${index}.website`)}
              />
            ),
          },
          {
            key: 'active',
            title: 'Active',
            render: (_partner, index) => (
              <Switch aria-label={`Active (${rowName(index)})`} {...form.getInputProps(`partners.${index}.active`, { type: 'checkbox' })} />
            ),
          },
        ]}
        empty="No partners yet."
        minWidth={860}
        verticalSpacing="xs"
        highlightOnHover={false}
        rowActions={{
          render: (partner) => {
            const index = partners.indexOf(partner);
            return (
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Remove ${partner.name.trim() || rowName(index)}`}
                onClick={() => form.removeListItem('partners', index)}
              >
                Remove
              </Button>
            );
          },
        }}
      />
      <Group>
        <Button variant="light" disabled={partners.length >= 200} onClick={() => form.insertListItem('partners', newPartner())}>
          Add partner
        </Button>
      </Group>
    </SettingFormFrame>
  );
}
