import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ADD_LOAN_TEXTS } from 'shared-rules';
import { DataImportStep, IMPORT_UNAVAILABLE_TEXT } from './data-import-step';

function pick(files: File[]) {
  fireEvent.change(screen.getByLabelText('Loan file'), { target: { files } });
}

function sizedFile(name: string, size: number): File {
  const file = new File(['<loan/>'], name, { type: 'text/xml' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('DataImportStep', () => {
  it('shows the drop area text', () => {
    renderWithProviders(<DataImportStep onBack={jest.fn()} />);
    expect(screen.getByText(ADD_LOAN_TEXTS.dropArea)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file that is not XML', () => {
    renderWithProviders(<DataImportStep onBack={jest.fn()} />);
    pick([sizedFile('loan.pdf', 100)]);
    expect(screen.getByText('File must be an XML file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file over 25 MB', () => {
    renderWithProviders(<DataImportStep onBack={jest.fn()} />);
    pick([sizedFile('loan.xml', 26_214_401)]);
    expect(screen.getByText('File size must be less than 25MB')).toBeInTheDocument();
  });

  it('says honestly that the upload is not available for a valid file', () => {
    renderWithProviders(<DataImportStep onBack={jest.fn()} />);
    pick([sizedFile('loan.xml', 2048)]);
    expect(screen.getByText('loan.xml')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(IMPORT_UNAVAILABLE_TEXT)).toBeInTheDocument();
  });

  it('goes back', () => {
    const onBack = jest.fn();
    renderWithProviders(<DataImportStep onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
