import { Alert, Button, Checkbox, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { USER_IMPORT_COLUMNS, USER_IMPORT_MAX_ROWS, USER_IMPORT_REQUIRED_COLUMNS } from 'shared-rules';
import { useUserImport } from '../hooks/use-user-import';
import { importReportSummary, readyRows } from '../state/user-import';
import { userCountLabel } from '../state/user-labels';
import { ImportReportTable } from './import-report-table';
import { FormRefusal } from 'shared-ui';

const isRequired = (column: string) => USER_IMPORT_REQUIRED_COLUMNS.some((required) => required === column);

const COLUMNS_TEXT = USER_IMPORT_COLUMNS.map((column) => (isRequired(column) ? `${column} (required)` : column)).join(', ');

/** What a file must hold, in the words of its header line. */
function ColumnsHelp() {
  return (
    <Stack gap={4}>
      <Text size="sm">
        {`A CSV file with a header line, then one line per loan officer or processor (at most ${USER_IMPORT_MAX_ROWS.toLocaleString('en-US')}). Nothing is imported while any row is refused.`}
      </Text>
      <Text size="sm" c="dimmed">
        {`Columns: ${COLUMNS_TEXT}. Roles is lo, lp, lo;lp or both.`}
      </Text>
    </Stack>
  );
}

function ImportUsersBody({ onClose }: { onClose: () => void }) {
  const upload = useUserImport();
  const { report } = upload;
  const done = report !== null && !report.dryRun && report.refused === 0;
  const ready = report ? readyRows(report) : 0;
  return (
    <Stack gap="md">
      <ColumnsHelp />
      <FileInput
        label="CSV file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        required
        clearable
        value={upload.file}
        onChange={(file) => void upload.chooseFile(file)}
        error={upload.fileProblem}
        disabled={upload.sending || done}
        data-autofocus
      />
      <Checkbox
        label="Email each new user a link to choose a password"
        checked={upload.sendInvites}
        onChange={(event) => upload.setSendInvites(event.currentTarget.checked)}
        disabled={done}
      />
      <FormRefusal title="The file was refused" refusal={upload.refusal} />
      {report && (
        <Stack gap="xs">
          <Alert
            color={done ? 'green' : report.refused > 0 ? 'orange' : 'blue'}
            role="status"
            title={done ? importReportSummary(report) : report.dryRun ? 'File checked' : 'Nothing was imported'}
          >
            {done ? 'They are in the list now.' : importReportSummary(report)}
          </Alert>
          <ImportReportTable report={report} />
        </Stack>
      )}
      <Group justify="flex-end">
        {done ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="default" onClick={onClose} disabled={upload.sending}>
              Cancel
            </Button>
            <Button
              variant="light"
              onClick={() => void upload.check()}
              disabled={!upload.canCheck || (upload.sending && !upload.sendingDryRun)}
              loading={upload.sendingDryRun}
            >
              Check file
            </Button>
            <Button
              onClick={() => void upload.importUsers()}
              disabled={!upload.canImport || upload.sendingDryRun}
              loading={upload.sending && !upload.sendingDryRun}
            >
              {upload.canImport ? `Import ${userCountLabel(ready)}` : 'Import users'}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

/** Imports external contacts from a CSV file: checked first, imported only when no row is refused. */
export function ImportUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import contacts" size="xl" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <ImportUsersBody onClose={onClose} />}
    </Modal>
  );
}
