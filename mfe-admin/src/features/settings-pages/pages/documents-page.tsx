import { MultiSelect, NumberInput, Switch } from '@mantine/core';
import { DOCUMENT_FILE_TYPES } from 'shared-rules';
import { SettingFormFrame } from '../../settings-form/setting-form-frame';
import { useSettingForm } from '../../settings-form/use-setting-form';

type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

const FILE_TYPE_NAMES: Record<DocumentFileType, string> = {
  pdf: 'PDF (.pdf)',
  png: 'PNG image (.png)',
  jpg: 'JPEG image (.jpg)',
  tiff: 'TIFF image (.tiff)',
  docx: 'Word document (.docx)',
  xlsx: 'Excel workbook (.xlsx)',
};

/** /admin/settings/documents: what brokers may upload to a loan. */
export default function DocumentsPage() {
  const setting = useSettingForm('documents', {
    validate: {
      maxFileSizeMb: (size) => (!Number.isInteger(size) || size < 1 || size > 100 ? 'Enter a whole number of MB from 1 to 100' : null),
      allowedFileTypes: (types) => (types.length === 0 ? 'Choose at least one file type' : null),
    },
  });
  const { form } = setting;
  return (
    <SettingFormFrame title="Documents" description="What brokers may upload to a loan, and who hears about it." setting={setting}>
      <NumberInput
        label="Maximum file size (MB)"
        description="From 1 to 100 MB."
        required
        min={1}
        max={100}
        allowDecimal={false}
        clampBehavior="none"
        w={{ base: '100%', sm: 240 }}
        {...form.getInputProps('maxFileSizeMb')}
      />
      <MultiSelect
        label="Allowed file types"
        required
        searchable
        data={DOCUMENT_FILE_TYPES.map((type) => ({ value: type, label: FILE_TYPE_NAMES[type] }))}
        {...form.getInputProps('allowedFileTypes')}
      />
      <Switch
        label="Notify the account executive"
        description="The loan's account executive gets an email when a broker uploads a document."
        {...form.getInputProps('notifyAccountExecutive', { type: 'checkbox' })}
      />
    </SettingFormFrame>
  );
}
