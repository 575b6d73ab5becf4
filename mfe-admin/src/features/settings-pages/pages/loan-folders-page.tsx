import { Button, Group, Select, Switch, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { LOAN_FOLDER_PURPOSES, type LoanFolders } from 'shared-rules';
import { isBlank } from '../../settings-form/field-rules';
import { SettingFormFrame } from '../../settings-form/setting-form-frame';
import { useSettingForm } from '../../settings-form/use-setting-form';

type FolderPurpose = (typeof LOAN_FOLDER_PURPOSES)[number];

const PURPOSE_NAMES: Record<FolderPurpose, string> = {
  active: 'Active loans',
  'adverse-action': 'Adverse action (loans are locked)',
  archive: 'Archive',
};
const PURPOSE_OPTIONS = LOAN_FOLDER_PURPOSES.map((purpose) => ({ value: purpose, label: PURPOSE_NAMES[purpose] }));

function validateFolders(values: LoanFolders): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  values.folders.forEach((folder, index) => {
    const name = folder.name.trim().toLowerCase();
    if (isBlank(folder.name)) errors[`folders.${index}.name`] = 'Enter the folder name';
    else if (seen.has(name)) errors[`folders.${index}.name`] = 'Another folder has this name';
    seen.add(name);
  });
  return errors;
}

/** /admin/settings/loan-folders: the loan origination system's folders loans move through, and what each is for. */
export default function LoanFoldersPage() {
  const setting = useSettingForm('loan-folders', {
    validate: validateFolders,
    toSaved: (values) => ({ folders: values.folders.map((folder) => ({ ...folder, name: folder.name.trim() })) }),
  });
  const { form } = setting;
  const folders = form.getValues().folders;
  return (
    <SettingFormFrame
      title="Loan Folders"
      description="The folders of the loan origination system loans move through; a loan in an adverse-action folder is locked."
      setting={setting}
    >
      {folders.length === 0 ? (
        <Text size="sm">No loan folders yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Loan folders" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Purpose</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {folders.map((folder, index) => {
                const row = `folder ${index + 1}`;
                return (
                  // Folders have no id; the position is their identity while editing.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={index}>
                    <Table.Td>
                      <TextInput aria-label={`Name of ${row}`} required maxLength={120} {...form.getInputProps(`folders.${index}.name`)} />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Purpose of ${row}`}
                        data={PURPOSE_OPTIONS}
                        allowDeselect={false}
                        {...form.getInputProps(`folders.${index}.purpose`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch aria-label={`Active (${row})`} {...form.getInputProps(`folders.${index}.active`, { type: 'checkbox' })} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Remove ${folder.name.trim() || row}`}
                        onClick={() => form.removeListItem('folders', index)}
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
        <Button
          variant="light"
          disabled={folders.length >= 100}
          onClick={() => form.insertListItem('folders', { name: '', purpose: 'active', active: true })}
        >
          Add folder
        </Button>
      </Group>
    </SettingFormFrame>
  );
}
