import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { type RateSheetTemplateFormat, rateSheetPaths } from '../../../api/rate-sheet-paths';
import type { RateSheetDownload } from '../hooks/use-rate-sheet-download';

const TEMPLATES: ReadonlyArray<{ format: RateSheetTemplateFormat; label: string }> = [
  { format: 'xlsx', label: 'Download the XLSX template' },
  { format: 'csv', label: 'Download the CSV template' },
];

/** The template in both forms; services fill it in with the example sheet, so it shows what every column holds. */
export function TemplateDownloads({
  onDownload,
  downloading,
}: {
  onDownload: (download: RateSheetDownload) => void;
  downloading: string | null;
}) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        Template
      </Title>
      <Text size="sm">
        The template comes filled in with an example sheet: replace its rows with yours, keeping the sheets and their headers.
      </Text>
      <Group gap="sm">
        {TEMPLATES.map(({ format, label }) => {
          const path = rateSheetPaths.rateSheetTemplate(format);
          return (
            <Button
              key={format}
              variant="default"
              loading={downloading === path}
              onClick={() => onDownload({ path, fileName: `rate-sheet-template.${format}` })}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
