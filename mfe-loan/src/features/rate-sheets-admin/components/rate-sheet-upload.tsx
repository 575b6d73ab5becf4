import { Button, FileInput, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { RATE_SHEET_FILE_TYPES, RATE_SHEET_MAX_BYTES } from 'shared-rules';
import { FormRefusal, fileSizeLabel, showToast } from 'shared-ui';
import { usePublishRateSheetMutation } from '../api/rate-sheets-api';
import { type PublishRefusal, publishRefusalOf } from '../state/publish-refusal';
import { publishedNotice } from '../state/rate-sheet-display';
import { RateSheetErrors } from './rate-sheet-errors-table';

/** The extensions first, so the file chooser offers them even where the browser knows no type for a CSV. */
const ACCEPT = ['.xlsx', '.csv', ...RATE_SHEET_FILE_TYPES].join(',');
/** "2 MB": the limit is a whole number of megabytes, written as people say it. */
const MAX_SIZE_TEXT = `${RATE_SHEET_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * Publishes a rate sheet: an XLSX or CSV file in the template, sent whole. A sheet with any fault
 * publishes nothing, and every faulty cell is listed; a published one shows in the list at once.
 */
export function RateSheetUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<PublishRefusal | null>(null);
  const [publish, publication] = usePublishRateSheetMutation();
  const headingId = useId();
  const rulesId = useId();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setRefusal(null);
  };

  const send = async () => {
    if (!file) return;
    // Services refuse it too (413); saying so here spares sending megabytes for nothing.
    if (file.size > RATE_SHEET_MAX_BYTES) {
      setRefusal({
        kind: 'message',
        message: `${file.name} is ${fileSizeLabel(file.size)}; a rate sheet may be ${MAX_SIZE_TEXT} at most.`,
      });
      return;
    }
    setRefusal(null);
    try {
      const published = await publish(file).unwrap();
      const notice = publishedNotice(published);
      showToast('success', notice.title, notice.message);
      setFile(null);
    } catch (error) {
      setRefusal(publishRefusalOf(error));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        Publish a rate sheet
      </Title>
      <Text size="sm" id={rulesId}>
        {`An XLSX or CSV file in the template, ${MAX_SIZE_TEXT} at most. It prices scenarios from its Effective At; a sheet with any fault publishes nothing.`}
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label="Rate sheet file"
          placeholder="Choose an .xlsx or .csv file"
          accept={ACCEPT}
          clearable
          value={file}
          onChange={choose}
          disabled={publication.isLoading}
          aria-describedby={rulesId}
          w={360}
        />
        <Button onClick={() => void send()} disabled={!file} loading={publication.isLoading}>
          Publish
        </Button>
      </Group>
      {/* One polite live region, present before the first upload, so screen readers hear it start. */}
      <Group gap="xs" role="status">
        {publication.isLoading && file && (
          <>
            <Loader size="xs" />
            <Text size="sm">{`Uploading and checking ${file.name}…`}</Text>
          </>
        )}
      </Group>
      {refusal?.kind === 'cells' && <RateSheetErrors detail={refusal.detail} problems={refusal.problems} />}
      <FormRefusal title="The rate sheet was not published" refusal={refusal?.kind === 'message' ? refusal.message : null} />
    </Stack>
  );
}
