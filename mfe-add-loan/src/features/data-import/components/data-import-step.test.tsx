import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ADD_LOAN_TEXTS, SETTING_DEFINITIONS, type LoanUploadSettings, type SettingEntry } from 'shared-rules';
import { api, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import type { ImportedFile } from '../../../lib/imported-loan-summary';
import { DataImportStep, type DataImportStepProps } from './data-import-step';

const convert = jest.fn();
jest.mock('../api/convert-loan-file', () => ({
  useConvertLoanFileMutation: () => [convert, { isLoading: false }],
}));

/**
 * A user choosing files in the picker. The browser's `accept` filter is off: these tests hand the
 * step files the picker would hide, as a drop or "All files" in the dialog does, to see it refuse them.
 */
function userChoosingAnyFile(): UserEvent {
  return userEvent.setup({ applyAccept: false });
}

async function pick(user: UserEvent, files: File[]) {
  await user.upload(screen.getByLabelText('Loan file'), files);
}

function sizedFile(name: string, size: number): File {
  const file = new File(['<loan/>'], name, { type: 'text/xml' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup(overrides: Partial<DataImportStepProps> = {}) {
  const props: DataImportStepProps = { imported: null, onImported: jest.fn(), onBack: jest.fn(), onNext: jest.fn(), ...overrides };
  renderWithProviders(<DataImportStep {...props} />);
  return props;
}

const imported: ImportedFile = {
  fileName: 'thompson.xml',
  summary: { borrower: 'Dana Thompson', amount: '$358,400.00', property: '12 Elm St, Denver, CO 80202', program: 'Conventional' },
  warnings: [{ element: 'PARTY[2]/SSN', detail: 'The co-borrower SSN is not nine digits.' }],
};

describe('DataImportStep', () => {
  beforeEach(() => convert.mockReset());

  it('shows the drop area and waits for an import before Next', () => {
    setup();
    expect(screen.getByText(ADD_LOAN_TEXTS.dropArea)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('refuses a file that is not XML without uploading it', async () => {
    const user = userChoosingAnyFile();
    setup();
    await pick(user, [sizedFile('loan.pdf', 100)]);
    expect(screen.getByText('File must be an XML file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(convert).not.toHaveBeenCalled();
  });

  it('refuses a file over 25 MB', async () => {
    const user = userChoosingAnyFile();
    setup();
    await pick(user, [sizedFile('loan.xml', 26_214_401)]);
    expect(screen.getByText('File size must be less than 25MB')).toBeInTheDocument();
  });

  it("follows the loan-upload setting: names its limits, refuses by them with services' texts, and sends the file's name", async () => {
    const saved: SettingEntry<LoanUploadSettings> = {
      key: 'loan-upload',
      value: {
        ...SETTING_DEFINITIONS['loan-upload'].defaultValue,
        maxFileSizeBytes: 10 * 1024 * 1024,
        acceptedExtensions: ['.xml', '.mismo'],
      },
      version: 3,
      updatedAt: '2026-11-20T15:30:00.000Z',
      updatedBy: 'Alex Morgan',
    };
    server.use(api.get<SettingEntry<LoanUploadSettings>>('/settings/loan-upload', () => HttpResponse.json(saved)));
    const user = userChoosingAnyFile();
    const result = { loan: { property: { address: {} }, applications: [], customFields: [] }, token: 'tok-1', warnings: [] };
    convert.mockResolvedValue({ data: result });
    const props: DataImportStepProps = { imported: null, onImported: jest.fn(), onBack: jest.fn(), onNext: jest.fn() };
    renderWithProviders(<DataImportStep {...props} />, { store: signedInStore() });
    expect(await screen.findByText('One .xml or .mismo file, up to 10 MB')).toBeInTheDocument();
    expect(screen.getByLabelText('Loan file')).toHaveAttribute('accept', '.xml,.mismo,application/xml,text/xml');

    await pick(user, [sizedFile('loan.txt', 100)]);
    expect(screen.getByText('File must be an XML file ending in .xml or .mismo')).toBeInTheDocument();
    await pick(user, [sizedFile('loan.xml', 10 * 1024 * 1024 + 1)]);
    expect(screen.getByText('File size must be less than 10MB')).toBeInTheDocument();
    expect(convert).not.toHaveBeenCalled();

    await pick(user, [sizedFile('thompson.MISMO', 4096)]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(props.onImported).toHaveBeenCalledWith(result, 'thompson.MISMO'));
    expect(convert.mock.calls[0][0]).toMatchObject({ fileName: 'thompson.MISMO' });
  });

  it('uploads a valid file as base64 and reports the imported loan', async () => {
    const user = userEvent.setup();
    const result = { loan: { property: { address: {} }, applications: [], customFields: [] }, token: 'tok-1', warnings: [] };
    convert.mockResolvedValue({ data: result });
    const props = setup();
    await pick(user, [sizedFile('loan.xml', 2048)]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(props.onImported).toHaveBeenCalledWith(result, 'loan.xml'));
    expect(convert.mock.calls[0][0].file).toMatch(/^data:.*;base64,/);
  });

  it("shows the server's reason when the file cannot be imported", async () => {
    const user = userEvent.setup();
    convert.mockResolvedValue({
      error: {
        status: 422,
        data: { type: 'x', title: 'Unprocessable', status: 422, code: 'not-mismo', detail: 'This is not a MISMO 3.4 loan file.' },
      },
    });
    const props = setup();
    await pick(user, [sizedFile('loan.xml', 2048)]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This is not a MISMO 3.4 loan file.')).toBeInTheDocument();
    expect(props.onImported).not.toHaveBeenCalled();
  });

  it('summarises an imported loan with its warnings, and moves on', async () => {
    const user = userEvent.setup();
    const props = setup({ imported });
    expect(screen.getByText('Imported thompson.xml')).toBeInTheDocument();
    expect(screen.getByText('Dana Thompson')).toBeInTheDocument();
    expect(screen.getByText('The co-borrower SSN is not nine digits.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onNext).toHaveBeenCalled();
    expect(props.onBack).toHaveBeenCalled();
  });

  it('offers the conventional program categories when asked to', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    setup({ imported, programCategory: { value: null, onChange } });
    const select = screen.getByLabelText(/Program category/);
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.textContent)).toEqual([
      'Standard conventional',
      'Solar',
      'Renovation',
      'Buydown',
    ]);
    await user.selectOptions(select, 'Renovation');
    expect(onChange).toHaveBeenCalledWith('Renovation');
  });

  it('does not offer program categories for other loans', () => {
    setup({ imported });
    expect(screen.queryByLabelText(/Program category/)).not.toBeInTheDocument();
  });
});
