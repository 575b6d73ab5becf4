import { MultiSelect, NumberInput, Switch } from '@mantine/core';
import { DOCUMENT_FILE_TYPES, DOCUMENT_MAX_FILE_SIZE_MB, type DocumentFileType } from 'shared-rules';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

const FILE_TYPE_NAMES: Record<DocumentFileType, string> = {
  pdf: 'PDF (.pdf)',
  jpg: 'JPEG image (.jpg, .jpeg)',
  png: 'PNG image (.png)',
  gif: 'GIF image (.gif)',
  webp: 'WebP image (.webp)',
  tiff: 'TIFF image (.tif, .tiff)',
  docx: 'Word document (.docx)',
  xlsx: 'Excel workbook (.xlsx)',
};

const SIZE_RANGE = `Enter a whole number of MB from 1 to ${DOCUMENT_MAX_FILE_SIZE_MB}`;

/**
 * /admin/settings/documents: what brokers may upload to a loan. Services refuse, from the next
 * upload, a file over the size or of a type not chosen here (the type read from the file's
 * content), and the Documents and Conditions tabs name both. The size cannot go above the 25 MB
 * services read of a file at most.
 */
export default function DocumentsPage() {
  const setting = useSettingForm('documents', {
    validate: {
      maxFileSizeMb: (size) => (!Number.isInteger(size) || size < 1 || size > DOCUMENT_MAX_FILE_SIZE_MB ? SIZE_RANGE : null),
      allowedFileTypes: (types) => (types.length === 0 ? 'Choose at least one file type' : null),
    },
  });
  const { form } = setting;
  return (
    <SettingFormFrame
      title="Documents"
      description="What brokers may upload to a loan, and who hears about it. A change applies to the next upload."
      setting={setting}
    >
      <NumberInput
        label="Maximum file size (MB)"
        description={`From 1 to ${DOCUMENT_MAX_FILE_SIZE_MB} MB, the most the portal takes.`}
        required
        min={1}
        max={DOCUMENT_MAX_FILE_SIZE_MB}
        allowDecimal={false}
        clampBehavior="none"
        w={{ base: '100%', sm: 240 }}
        {...form.getInputProps('maxFileSizeMb')}
      />
      <MultiSelect
        label="Allowed file types"
        description="Judged by each file's content, not its name. Word and Excel files with macros are never taken."
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
