import { Button, Group, Select, Switch, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { PARTNER_KINDS, type Partners } from 'shared-rules';
import { EMAIL_PATTERN, isBlank, optionalMatch, URL_PATTERN } from '../../settings-form/field-rules';
import { SettingFormFrame } from '../../settings-form/setting-form-frame';
import { useSettingForm } from '../../settings-form/use-setting-form';

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
      {partners.length === 0 ? (
        <Text size="sm">No partners yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table aria-label="Partners" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Contact email</Table.Th>
                <Table.Th>Website</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {partners.map((partner, index) => {
                const row = `partner ${index + 1}`;
                return (
                  <Table.Tr key={partner.id}>
                    <Table.Td>
                      <TextInput aria-label={`Name of ${row}`} required maxLength={200} {...form.getInputProps(`partners.${index}.name`)} />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Kind of ${row}`}
                        data={KIND_OPTIONS}
                        allowDeselect={false}
                        {...form.getInputProps(`partners.${index}.kind`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Contact email of ${row}`}
                        type="email"
                        maxLength={254}
                        {...form.getInputProps(`partners.${index}.contactEmail`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput aria-label={`Website of ${row}`} maxLength={2000} {...form.getInputProps(`partners.${index}.website`)} />
                    </Table.Td>
                    <Table.Td>
                      <Switch aria-label={`Active (${row})`} {...form.getInputProps(`partners.${index}.active`, { type: 'checkbox' })} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Remove ${partner.name.trim() || row}`}
                        onClick={() => form.removeListItem('partners', index)}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="light" disabled={partners.length >= 200} onClick={() => form.insertListItem('partners', newPartner())}>
          Add partner
        </Button>
      </Group>
    </SettingFormFrame>
  );
}
