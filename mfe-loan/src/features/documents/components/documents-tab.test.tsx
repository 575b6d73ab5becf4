import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  SETTING_DEFINITIONS,
  documentUploadRulesOf,
  type DocumentUploadRules,
  type LoanAttachment,
  type LoanDocuments,
  type ServerEventPayload,
} from 'shared-rules';
import { createBus, getBus, setBus } from 'shared-ui';
import {
  type FakeRequest,
  FakeResponse,
  installFakeFetch,
  jsonResponse,
  problemResponse,
  type FakeServices,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { documentsApi } from '../api/documents-api';
import { DocumentsTab } from './documents-tab';

// pdf.js needs a real browser (canvas, workers): the viewer's drawing is stood in for here and
// exercised for real by the Playwright suite. `pdfjs` takes the worker's address (shared-ui/pdf).
jest.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({
    file,
    children,
    onLoadSuccess,
  }: {
    file: string;
    children: React.ReactNode;
    onLoadSuccess: (pdf: { numPages: number }) => void;
  }) => {
    const { useEffect } = jest.requireActual<typeof import('react')>('react');
    useEffect(() => onLoadSuccess({ numPages: 2 }), [onLoadSuccess]);
    return (
      <div data-testid="pdf-document" data-file={file}>
        {children}
      </div>
    );
  },
  Page: ({ pageNumber }: { pageNumber: number }) => <div>Drawn page {pageNumber}</div>,
}));

const LOAN = 'loan-1';
const TOKEN = 'access-token-1';

function attachment(overrides: Partial<LoanAttachment>): LoanAttachment {
  return {
    id: 'att-1',
    loanId: LOAN,
    documentId: null,
    title: 'Paystub',
    fileName: 'paystub.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 20_480,
    taskTag: null,
    conditionId: null,
    rejection: null,
    uploadedBy: { userId: 'u1', name: 'Taylor Brooks' },
    createdAt: '2026-11-20T15:30:00.000Z',
    ...overrides,
  };
}

const bankStatement = attachment({
  id: 'att-2',
  documentId: 'doc-bank',
  title: 'October statement',
  fileName: 'october.pdf',
  sizeBytes: 1_572_864,
});
const idScan = attachment({ id: 'att-3', title: 'Driver license', fileName: 'license.tiff', mimeType: 'image/tiff', sizeBytes: 512_000 });

function documentsWith(overrides: Partial<LoanDocuments> = {}): LoanDocuments {
  return {
    uncategorizedAttachments: [attachment({}), idScan],
    documents: [
      { id: 'doc-bank', title: 'Bank Statements', attachments: [bankStatement] },
      { id: 'doc-tax', title: 'Tax Returns', attachments: [] },
    ],
    attachmentRecords: [],
    ...overrides,
  };
}

function isDocumentsGet(request: FakeRequest) {
  return request.method === 'GET' && request.url === `/api/loans/${LOAN}/documents`;
}

let fake: ReturnType<typeof installFakeFetch>;
/** What `GET /api/documents/upload-rules` answers: the documents setting's default unless a test saves another. */
let uploadRules: DocumentUploadRules;
const isUploadRulesGet = (request: FakeRequest) => request.method === 'GET' && request.url === '/api/documents/upload-rules';
/** The test's services, behind the upload rules every upload area reads. */
function serve(services: FakeServices) {
  fake = installFakeFetch((request) => (isUploadRulesGet(request) ? jsonResponse(uploadRules) : services(request)));
}

function renderTab() {
  return renderWithProviders(<DocumentsTab loanId={LOAN} />, { store: signedInStore(TOKEN) });
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function chooseFiles(files: File[]) {
  fireEvent.change(fileInput(), { target: { files } });
}

function pdfFile(name: string, size?: number): File {
  const file = new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  uploadRules = documentUploadRulesOf(SETTING_DEFINITIONS.documents.defaultValue);
  setBus(createBus());
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/file-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => fake?.uninstall());

describe('DocumentsTab', () => {
  it('lists each folder with its files and the uncategorized ones, with size, uploader and actions', async () => {
    serve((request) => (isDocumentsGet(request) ? jsonResponse(documentsWith()) : problemResponse(404, 'not-found', 'No route')));
    renderTab();

    const bank = await screen.findByRole('region', { name: 'Bank Statements' });
    const bankTable = within(bank).getByRole('table', { name: 'Bank Statements' });
    expect(within(bankTable).getByText('October statement')).toBeInTheDocument();
    expect(within(bankTable).getByText('october.pdf')).toBeInTheDocument();
    expect(within(bankTable).getByText('1.50 MB')).toBeInTheDocument();
    expect(within(bank).getByText('1 file')).toBeInTheDocument();

    expect(within(screen.getByRole('region', { name: 'Tax Returns' })).getByText('No files in this folder yet.')).toBeInTheDocument();

    const uncategorized = screen.getByRole('region', { name: 'Uncategorized' });
    expect(within(uncategorized).getByText('0.02 MB')).toBeInTheDocument();
    expect(within(uncategorized).getAllByText('Taylor Brooks')).toHaveLength(2);
    expect(within(uncategorized).getByRole('button', { name: 'View Paystub' })).toBeInTheDocument();
    // TIFF is kept and downloadable, but browsers cannot draw it: no View.
    expect(within(uncategorized).queryByRole('button', { name: 'View Driver license' })).not.toBeInTheDocument();
    expect(within(uncategorized).getByRole('button', { name: 'Download Driver license' })).toBeInTheDocument();

    const [listRequest] = fake.requests().filter(isDocumentsGet);
    expect(listRequest.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('invites a first upload when the loan has no documents', async () => {
    serve(() => jsonResponse(documentsWith({ uncategorizedAttachments: [], documents: [] })));
    renderTab();
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByText('Drop files here or click to choose')).toBeInTheDocument();
    // Keyboard and screen-reader users choose files with a button that says which files are taken.
    expect(await screen.findByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'PDF, JPEG, PNG, GIF, WebP or TIFF (.pdf, .jpg, .jpeg, .png, .gif, .webp, .tif, .tiff), up to 25 MB each',
    );
    // Upload progress and its outcome are spoken from a polite live region that is there from the start.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says when the documents cannot be loaded, and retries', async () => {
    let fail = true;
    serve(() => (fail ? problemResponse(500, 'internal-error', 'The documents store is unavailable.') : jsonResponse(documentsWith())));
    renderTab();
    expect(await screen.findByText('The documents could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The documents store is unavailable.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Bank Statements' })).toBeInTheDocument();
  });

  it('refuses unsupported and oversized files in the browser without sending them', async () => {
    serve(() => jsonResponse(documentsWith()));
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });

    chooseFiles([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('A file was not uploaded');
    expect(refusal).toHaveTextContent(
      '"notes.txt": This file type is not accepted. Upload PDF, JPEG, PNG, GIF, WebP or TIFF (.pdf, .jpg, .jpeg, .png, .gif, .webp, .tif, .tiff).',
    );

    chooseFiles([pdfFile('huge.pdf', 30 * 1024 * 1024)]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('"huge.pdf": The file is larger than 25 MB. Upload a file of at most 25 MB.'),
    );

    expect(fake.requests().filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("names the documents setting's types and limit, refuses by them, and follows a saved change without a reload", async () => {
    uploadRules = documentUploadRulesOf({ maxFileSizeMb: 2, allowedFileTypes: ['pdf', 'docx'] });
    serve(() => jsonResponse(documentsWith()));
    const { store } = renderTab();
    const choose = await screen.findByRole('button', { name: 'Choose files' });
    await waitFor(() => expect(choose).toHaveAccessibleDescription('PDF or Word (.pdf, .docx), up to 2 MB each'));
    expect(fileInput().accept).toBe('application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx');

    chooseFiles([new File(['png'], 'photo.png', { type: 'image/png' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"photo.png": This file type is not accepted. Upload PDF or Word (.pdf, .docx).',
    );
    chooseFiles([pdfFile('statement.pdf', 2 * 1024 * 1024 + 1)]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('"statement.pdf": The file is larger than 2 MB. Upload a file of at most 2 MB.'),
    );
    expect(fake.requests().filter((request) => request.method === 'POST')).toHaveLength(0);

    // An administrator saves the documents setting: the host invalidates its tag and the area reads the rules again.
    uploadRules = documentUploadRulesOf({ maxFileSizeMb: 10, allowedFileTypes: ['pdf', 'png'] });
    act(() => {
      store.dispatch(documentsApi.util.invalidateTags([{ type: 'Setting', id: 'documents' }]));
    });
    await waitFor(() => expect(choose).toHaveAccessibleDescription('PDF or PNG (.pdf, .png), up to 10 MB each'));
  });

  it('uploads the accepted files of a mixed drop and still lists the refused ones', async () => {
    serve((request) =>
      isDocumentsGet(request)
        ? jsonResponse(documentsWith())
        : jsonResponse(attachment({ id: 'att-8', fileName: 'paystub.pdf', title: 'paystub' }), 201),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });

    chooseFiles([new File(['hello'], 'notes.txt', { type: 'text/plain' }), pdfFile('paystub.pdf')]);

    expect(await screen.findByText('1 file uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('"notes.txt": This file type is not accepted.');
    expect(fake.requests().filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("uploads a workflow task's document tagged for the task, into its folder, made on the first upload", async () => {
    serve((request) => {
      if (isDocumentsGet(request)) return jsonResponse(documentsWith());
      if (request.method === 'POST' && request.url === `/api/loans/${LOAN}/documents`) {
        return jsonResponse({ id: 'doc-income', title: 'Income', attachments: [] }, 201);
      }
      if (request.method === 'POST' && request.url === `/api/loans/${LOAN}/attachments`) {
        return jsonResponse(attachment({ id: 'att-w2', documentId: 'doc-income', taskTag: 'W2' }), 201);
      }
      return problemResponse(404, 'not-found', 'No route');
    });
    const leave = jest.fn();
    renderWithProviders(<DocumentsTab loanId={LOAN} uploadFor={{ taskTag: 'W2', folderName: 'Income' }} onUploadForDone={leave} />, {
      store: signedInStore(TOKEN),
    });
    expect(
      await screen.findByText(/count for the workflow task that needs W2 and are filed in Income \(a new folder\)/),
    ).toBeInTheDocument();
    chooseFiles([pdfFile('w2-2025.pdf')]);
    expect(await screen.findByText('1 file uploaded.')).toBeInTheDocument();

    const [folder, upload] = fake.requests().filter((request) => request.method === 'POST');
    expect(folder.body).toBe(JSON.stringify({ title: 'Income' }));
    const form = upload.body as FormData;
    expect(form.get('documentId')).toBe('doc-income');
    expect(form.get('taskTag')).toBe('W2');

    fireEvent.click(screen.getByRole('button', { name: 'Upload other files instead' }));
    expect(leave).toHaveBeenCalled();
  });

  it('uploads into the chosen folder, shows the upload under way, and lists the new file', async () => {
    let listed = documentsWith();
    let finishUpload: (response: FakeResponse) => void = () => undefined;
    serve((request) => {
      if (isDocumentsGet(request)) return jsonResponse(listed);
      if (request.method === 'POST' && request.url === `/api/loans/${LOAN}/attachments`) {
        return new Promise<FakeResponse>((resolve) => {
          finishUpload = resolve;
        });
      }
      return problemResponse(404, 'not-found', 'No route');
    });
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });

    fireEvent.click(screen.getByLabelText('Upload to', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tax Returns', hidden: true }));
    chooseFiles([pdfFile('w2-2025.pdf')]);

    expect(await screen.findByText('Uploading w2-2025.pdf…')).toBeInTheDocument();
    const upload = fake.requests().find((request) => request.method === 'POST');
    expect(upload?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    const form = upload?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('documentId')).toBe('doc-tax');
    expect((form.get('file') as File).name).toBe('w2-2025.pdf');
    // The browser sets the multipart boundary itself; a fixed content type would break it.
    expect(upload?.headers.get('content-type')).toBeNull();

    const created = attachment({ id: 'att-9', documentId: 'doc-tax', title: 'w2-2025', fileName: 'w2-2025.pdf', sizeBytes: 13 });
    listed = documentsWith({ documents: [listed.documents[0], { id: 'doc-tax', title: 'Tax Returns', attachments: [created] }] });
    await act(async () => finishUpload(jsonResponse(created, 201)));

    expect(await screen.findByText('1 file uploaded.')).toBeInTheDocument();
    const tax = screen.getByRole('region', { name: 'Tax Returns' });
    expect(await within(tax).findByText('w2-2025.pdf')).toBeInTheDocument();
    expect(within(tax).getByText('0.00 MB')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses an upload, and keeps the list", async () => {
    serve((request) =>
      isDocumentsGet(request)
        ? jsonResponse(documentsWith())
        : problemResponse(415, 'unsupported-file-type', 'The file content is not a PDF or a supported image.'),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    chooseFiles([pdfFile('renamed.pdf')]);

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('"renamed.pdf": The file content is not a PDF or a supported image.');
    expect(screen.getByText('October statement')).toBeInTheDocument();
    expect(screen.getByText('Paystub')).toBeInTheDocument();
    expect(fake.requests().filter(isDocumentsGet)).toHaveLength(1);
  });

  it('refetches when an attachment of this loan changes elsewhere, not for other loans', async () => {
    serve(() => jsonResponse(documentsWith()));
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    const emit = (payload: ServerEventPayload<'attachment-update'>) => act(() => getBus().emit('socket:attachment-update', payload));

    emit({ loanId: 'loan-2', attachmentId: 'x', action: 'uploaded' });
    emit({ loanId: LOAN, attachmentId: 'att-7', action: 'uploaded' });
    await waitFor(() => expect(fake.requests().filter(isDocumentsGet)).toHaveLength(2));
  });

  it("creates a folder and shows the server's problem for a duplicate title", async () => {
    serve((request) => {
      if (isDocumentsGet(request)) return jsonResponse(documentsWith());
      const { title } = request.json() as { title: string };
      return problemResponse(409, 'duplicate-title', `This loan already has a folder "${title}".`);
    });
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(within(dialog).getByText('Enter a title for the folder.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Folder title/ }), { target: { value: '  bank statements ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('This loan already has a folder "bank statements".')).toBeInTheDocument();
  });

  it('moves a file to another folder', async () => {
    serve((request) => (isDocumentsGet(request) ? jsonResponse(documentsWith()) : jsonResponse(attachment({ documentId: 'doc-bank' }))));
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Paystub' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move "Paystub"' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move "Paystub"' })).not.toBeInTheDocument());

    const patch = fake.requests().find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe(`/api/loans/${LOAN}/attachments/att-1`);
    expect(patch?.json()).toEqual({ documentId: 'doc-bank' });
  });

  it('opens a PDF in the viewer: a signed PDF item, its bytes fetched with the elli-signature, shown from a blob', async () => {
    let answerContent: (response: FakeResponse) => void = () => undefined;
    const signedUrl = '/api/signed/attachments/att-1/content';
    serve((request) => {
      if (isDocumentsGet(request)) return jsonResponse(documentsWith());
      if (request.method === 'POST') return jsonResponse({ url: signedUrl, fileName: 'paystub.pdf', signature: 'sig-1' });
      return new Promise<FakeResponse>((resolve) => {
        answerContent = resolve;
      });
    });
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    fireEvent.click(screen.getByRole('button', { name: 'View Paystub' }));

    const dialog = await screen.findByRole('dialog', { name: 'Paystub' });
    expect(within(dialog).getByText('Please wait...')).toBeInTheDocument();
    await waitFor(() => expect(fake.requests().at(-1)?.url).toBe(signedUrl));
    const signing = fake.requests().find((request) => request.method === 'POST');
    expect(signing?.url).toBe(`/api/loans/${LOAN}/attachments/att-1/pdf-item`);
    expect(signing?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(fake.requests().at(-1)?.headers.get('authorization')).toBe('elli-signature sig-1');

    await act(async () => answerContent(new FakeResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }))));
    expect(await within(dialog).findByText('Drawn page 1')).toBeInTheDocument();
    expect(within(dialog).getByTestId('pdf-document')).toHaveAttribute('data-file', 'blob:http://localhost/file-1');
    expect(await within(dialog).findByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(dialog).getByText('Drawn page 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('compares two PDFs side by side in the wide viewer, each fetched as its own signed item', async () => {
    serve((request) => {
      if (isDocumentsGet(request)) return jsonResponse(documentsWith());
      if (request.method === 'POST')
        return jsonResponse({ url: `/api/signed/${request.url.split('/')[5]}`, fileName: 'x.pdf', signature: 's' });
      return new FakeResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    });
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Paystub' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Compare with another PDF' }));
    const pick = await screen.findByRole('dialog', { name: 'Compare "Paystub"' });
    fireEvent.click(within(pick).getByRole('button', { name: 'Compare side by side' }));

    const viewer = await screen.findByRole('dialog', { name: /^Compare: Paystub and / });
    expect(within(viewer).getAllByRole('group')).toHaveLength(2);
    expect(await within(viewer).findByRole('button', { name: 'Next page of Paystub' })).toBeInTheDocument();
    const signed = fake
      .requests()
      .filter((request) => request.method === 'POST')
      .map((request) => request.url);
    expect(signed).toEqual([`/api/loans/${LOAN}/attachments/att-1/pdf-item`, expect.stringMatching(/\/attachments\/att-\d+\/pdf-item$/)]);
  });

  it('says so when the PDF cannot be loaded', async () => {
    serve((request) =>
      isDocumentsGet(request) ? jsonResponse(documentsWith()) : problemResponse(404, 'not-found', 'No attachment att-1.'),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    fireEvent.click(screen.getByRole('button', { name: 'View Paystub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paystub' });
    expect(await within(dialog).findByText('Got an Error while loading the file, please try again')).toBeInTheDocument();
  });

  it('downloads the bytes fetched with the token under the file name', async () => {
    serve((request) =>
      isDocumentsGet(request) ? jsonResponse(documentsWith()) : new FakeResponse(new Blob(['II*'], { type: 'image/tiff' })),
    );
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    fireEvent.click(screen.getByRole('button', { name: 'Download Driver license' }));

    await waitFor(() => expect(clicked).toEqual(['license.tiff blob:http://localhost/file-1']));
    const contentRequest = fake.requests().at(-1);
    expect(contentRequest?.url).toBe(`/api/loans/${LOAN}/attachments/att-3/content`);
    expect(contentRequest?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    click.mockRestore();
  });
});
