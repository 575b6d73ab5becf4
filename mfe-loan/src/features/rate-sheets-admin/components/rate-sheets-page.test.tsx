import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { problem, recordRequests, renderAdminPage } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { catchSavedFiles, rateSheet, serveRateSheets, sheetRefused, TEMPLATE_CSV } from '../testing/rate-sheets-test-kit';
import RateSheetsPage from './rate-sheets-page';

const PAGE = '/admin/pricing/rate-sheets';
const sent = recordRequests(server);
const saved = catchSavedFiles();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheetFile = (name = 'rate-sheet-2026-11-24.xlsx') => new File(['PK'], name, { type: XLSX_TYPE });

async function sheetRow(text: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Published rate sheets' });
  return waitFor(() => {
    const match = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text));
    if (!match) throw new Error(`No rate sheet row holds ${text}`);
    return match;
  });
}

async function publish(user: UserEvent, file: File) {
  const upload = screen.getByRole('region', { name: 'Publish a rate sheet' });
  // Mantine's FileInput is a button named "Rate sheet file" over a hidden file input, which takes the file.
  expect(within(upload).getByRole('button', { name: 'Rate sheet file' })).toBeInTheDocument();
  const input = upload.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
  await user.click(screen.getByRole('button', { name: 'Publish' }));
}

describe('the rate sheets page', () => {
  it('lists each published sheet with its version, effective time, state, uploader and products', async () => {
    serveRateSheets({
      sheets: [
        rateSheet({ id: 'rs-3', version: '2026-12-01.1', effectiveAt: '2026-12-01T14:00:00.000Z', state: 'scheduled', productCount: 1204 }),
        rateSheet({ id: 'rs-2' }),
        rateSheet({ id: 'rs-1', version: '2026-11-13.1', state: 'superseded', uploadedBy: null }),
      ],
    });
    renderAdminPage(<RateSheetsPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Rate Sheets' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the rate sheets' })).toBeInTheDocument();

    const scheduled = await sheetRow('2026-12-01.1');
    // Shown in the reader's zone (the tests run in America/Chicago).
    expect(scheduled).toHaveTextContent('example-lenderVersion 2026-12-01.112/01/2026 8:00 AMScheduled');
    expect(scheduled).toHaveTextContent('1,204');
    const inForce = await sheetRow('2026-11-20.1');
    expect(inForce).toHaveTextContent('In force');
    expect(inForce).toHaveTextContent('Morgan Lee11/20/2026 7:55 AM');
    const superseded = await sheetRow('2026-11-13.1');
    expect(superseded).toHaveTextContent('Superseded');
    expect(superseded).toHaveTextContent('Not recorded');
  });

  it('says when no sheet is published yet, and when the list cannot be read', async () => {
    serveRateSheets({ sheets: [] });
    const { unmount } = renderAdminPage(<RateSheetsPage />, PAGE);
    expect(await screen.findByText('No rate sheet published yet')).toBeInTheDocument();
    unmount();

    serveRateSheets({ sheets: [], list: () => problem(403, 'rate-sheets-admins-only', 'Only administrators can manage rate sheets.') });
    renderAdminPage(<RateSheetsPage />, PAGE);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The rate sheets could not be loaded');
    expect(failure).toHaveTextContent('Only administrators can manage rate sheets.');
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('publishes an upload as one file part, says it is in force, and lists it', async () => {
    const user = userEvent.setup();
    serveRateSheets({ sheets: [rateSheet()] });
    const { toasts } = renderAdminPage(<RateSheetsPage />, PAGE);
    await sheetRow('2026-11-20.1');
    await publish(user, sheetFile());

    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'success',
        title: 'Rate sheet example-lender 2026-11-24.1 in force',
        message: 'Every scenario is priced on it from now on.',
      }),
    );
    const [upload] = sent('POST', '/api/admin/pricing/rate-sheets');
    const body = upload?.body as FormData;
    expect([...body.keys()]).toEqual(['file']);
    expect((body.get('file') as File).name).toBe('rate-sheet-2026-11-24.xlsx');
    expect(await sheetRow('2026-11-24.1')).toHaveTextContent('In force');
    expect(await sheetRow('2026-11-20.1')).toHaveTextContent('Superseded');
    expect(sent('GET', '/api/admin/pricing/rate-sheets')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a sheet with a later effective time is scheduled', async () => {
    const user = userEvent.setup();
    serveRateSheets({
      sheets: [rateSheet()],
      published: rateSheet({ id: 'rs-next', version: '2026-12-01.1', effectiveAt: '2026-12-01T14:00:00.000Z', state: 'scheduled' }),
    });
    const { toasts } = renderAdminPage(<RateSheetsPage />, PAGE);
    await sheetRow('2026-11-20.1');
    await publish(user, sheetFile('rates.csv'));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'success',
        title: 'Rate sheet example-lender 2026-12-01.1 scheduled',
        message: 'It takes effect 12/01/2026 8:00 AM; the sheet in force keeps pricing until then.',
      }),
    );
    expect(await sheetRow('2026-12-01.1')).toHaveTextContent('Scheduled');
  });

  it('lists every faulty cell of a refused sheet and says nothing was published', async () => {
    const user = userEvent.setup();
    serveRateSheets({
      sheets: [rateSheet()],
      publish: () =>
        sheetRefused([
          { sheet: 'BasePrices', row: 2, column: { letter: 'D', header: 'Price' }, reason: 'Price must be a number (read "abc").' },
          { sheet: 'Products', row: 7, column: { letter: 'E', header: 'Term Months' }, reason: 'Term Months must be a whole number.' },
          { sheet: 'Settings', row: null, column: { letter: 'B', header: 'Value' }, reason: 'The Value column is missing.' },
        ]),
    });
    const { toasts } = renderAdminPage(<RateSheetsPage />, PAGE);
    await sheetRow('2026-11-20.1');
    await publish(user, sheetFile());

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Nothing was published');
    expect(refusal).toHaveTextContent('The rate sheet has 3 problems; nothing was published.');
    const problems = within(refusal).getByRole('table', { name: 'Problems in the rate sheet' });
    expect(
      within(problems)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'BasePrices!D2BasePricesPricePrice must be a number (read "abc").',
      'Products!E7ProductsTerm MonthsTerm Months must be a whole number.',
      'Settings!BSettingsValueThe Value column is missing.',
    ]);
    expect(toasts).toEqual([]);
    expect(sent('GET', '/api/admin/pricing/rate-sheets')).toHaveLength(1);
  });

  it.each([
    [
      409,
      'rate-sheet-version-exists',
      'Sheet example-lender version 2026-11-20.1 is already published. Give the new sheet a new Version in its Settings sheet.',
    ],
    [413, 'file-too-large', 'The file is larger than 2 MB.'],
    [415, 'unsupported-file-type', 'The file is neither an XLSX workbook nor a CSV file.'],
  ])('shows the detail of a %i refusal', async (status, code, detail) => {
    const user = userEvent.setup();
    serveRateSheets({ sheets: [rateSheet()], publish: () => problem(status, code, detail) });
    renderAdminPage(<RateSheetsPage />, PAGE);
    await sheetRow('2026-11-20.1');
    await publish(user, sheetFile());
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The rate sheet was not published');
    expect(refusal).toHaveTextContent(detail);
  });

  it('downloads both templates, filled in with the example sheet, from the template routes', async () => {
    const user = userEvent.setup();
    serveRateSheets({ sheets: [rateSheet()] });
    renderAdminPage(<RateSheetsPage />, PAGE);
    expect(screen.getByText(/The template comes filled in with an example sheet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the XLSX template' }));
    await user.click(screen.getByRole('button', { name: 'Download the CSV template' }));

    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['rate-sheet-template.xlsx', 'rate-sheet-template.csv']));
    expect(sent('GET').map((request) => request.path)).toEqual(
      expect.arrayContaining(['/api/admin/pricing/rate-sheet-template.xlsx', '/api/admin/pricing/rate-sheet-template.csv']),
    );
    const [csvRequest] = sent('GET', '/api/admin/pricing/rate-sheet-template.csv');
    expect(csvRequest?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await saved[1].blob.text()).toBe(TEMPLATE_CSV);
  });

  it('downloads a sheet’s original file and shows its summary', async () => {
    const user = userEvent.setup();
    serveRateSheets({ sheets: [rateSheet()] });
    renderAdminPage(<RateSheetsPage />, PAGE);
    const row = await sheetRow('2026-11-20.1');
    await user.click(within(row).getByRole('button', { name: 'Download the file of example-lender 2026-11-20.1' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['rate-sheet-2026-11-20.xlsx']));
    expect(sent('GET', '/api/admin/pricing/rate-sheets/rs-1/file')).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Summary of example-lender 2026-11-20.1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rate sheet example-lender 2026-11-20.1' });
    expect(await within(drawer).findByText('15 days, 30 days, 45 days, 60 days')).toBeInTheDocument();
    expect(within(drawer).getByText('Adjustment grids').nextSibling).toHaveTextContent('9');
    const products = within(drawer).getByRole('table', { name: 'Products of the sheet' });
    expect(within(products).getByRole('row', { name: /CONV30/ })).toHaveTextContent('Conforming 30-Year Fixed');
    expect(within(products).getByRole('row', { name: /FHA30/ })).toHaveTextContent('18');
  });
});
