import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import { LOAN_FOLDER_PURPOSES, type LoanFolders } from 'shared-rules';
import { DataTable } from 'shared-ui';
import { isBlank } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

type FolderPurpose = (typeof LOAN_FOLDER_PURPOSES)[number];
type LoanFolder = LoanFolders['folders'][number];

/** How a folder's fields are named for screen readers: by its place in the list, since its name is being edited. */
const rowName = (index: number) => `folder ${index + 1}`;

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
      <DataTable<LoanFolder>
        label="Loan folders"
        records={folders}
        // Folders have no id; the position is their identity while editing.
        rowKey={(folder) => folders.indexOf(folder)}
        columns={[
          {
            key: 'name',
            title: 'Name',
            render: (_folder, index) => (
              <TextInput
                aria-label={`Name of ${rowName(index)}`}
                required
                maxLength={120}
                {...form.getInputProps(`folders.${index}.name`)}
              />
            ),
          },
          {
            key: 'purpose',
            title: 'Purpose',
            render: (_folder, index) => (
              <Select
                aria-label={`Purpose of ${rowName(index)}`}
                data={PURPOSE_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps(`folders.${index}.purpose`)}
              />
            ),
          },
          {
            key: 'active',
            title: 'Active',
            render: (_folder, index) => (
              <Switch aria-label={`Active (${rowName(index)})`} {...form.getInputProps(`folders.${index}.active`, { type: 'checkbox' })} />
            ),
          },
        ]}
        empty="No loan folders yet."
        minWidth={560}
        verticalSpacing="xs"
        highlightOnHover={false}
        rowActions={{
          render: (folder) => {
            const index = folders.indexOf(folder);
            return (
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Remove ${folder.name.trim() || rowName(index)}`}
                onClick={() => form.removeListItem('folders', index)}
              >
                Remove
              </Button>
            );
          },
        }}
      />
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
