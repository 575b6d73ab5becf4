import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  type ApiProblem,
  type DocumentUploadRules,
  documentUploadRulesOf,
  type LoanAttachment,
  type LoanDocumentFolder,
  type LoanDocumentFolderCreateRequest,
  type LoanDocuments,
  type PdfItem,
  SETTING_DEFINITIONS,
  type ServerEventPayload,
} from 'shared-rules';
import { createBus, getBus, setBus } from 'shared-ui';
import { API_BASE, api, fill, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
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

const sent = recordRequests(server);
const documentsGets = () => sent('GET', `/api/loans/${LOAN}/documents`);

/** What `GET /api/documents/upload-rules` answers: the documents setting's default unless a test saves another. */
let uploadRules: DocumentUploadRules;

/** The loan's documents as services list them (or a refusal). */
function serveDocuments(answer: () => LoanDocuments | HttpResponse<ApiProblem> = () => documentsWith()) {
  server.use(
    api.get<LoanDocuments>('/loans/:loanId/documents', () => {
      const listed = answer();
      return listed instanceof HttpResponse ? listed : HttpResponse.json(listed);
    }),
  );
}

/** A file's bytes, as the content and signed routes give them (bytes, not a contract's JSON). */
function bytes(content: string, type: string): HttpResponse<Blob> {
  return new HttpResponse(new Blob([content], { type }), { headers: { 'content-type': type } });
}

function renderTab() {
  return renderWithProviders(<DocumentsTab loanId={LOAN} />, { store: signedInStore(TOKEN) });
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Picks files in the file dialog: with "All files" chosen, so a type the input does not accept can be picked too. */
function chooseFiles(user: UserEvent, files: File[]) {
  return user.upload(fileInput(), files);
}

function pdfFile(name: string, size?: number): File {
  const file = new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ applyAccept: false });
  uploadRules = documentUploadRulesOf(SETTING_DEFINITIONS.documents.defaultValue);
  server.use(api.get<DocumentUploadRules>('/documents/upload-rules', () => HttpResponse.json(uploadRules)));
  setBus(createBus());
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/file-1');
  URL.revokeObjectURL = jest.fn();
});
describe('DocumentsTab', () => {
  it('lists each folder with its files and the uncategorized ones, with size, uploader and actions', async () => {
    serveDocuments();
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

    const [listRequest] = documentsGets();
    expect(listRequest.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('invites a first upload when the loan has no documents', async () => {
    serveDocuments(() => documentsWith({ uncategorizedAttachments: [], documents: [] }));
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
    serveDocuments(() => (fail ? problem(500, 'internal-error', 'The documents store is unavailable.') : documentsWith()));
    renderTab();
    expect(await screen.findByText('The documents could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The documents store is unavailable.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Bank Statements' })).toBeInTheDocument();
  });

  it('refuses unsupported and oversized files in the browser without sending them', async () => {
    serveDocuments();
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });

    await chooseFiles(user, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('A file was not uploaded');
    expect(refusal).toHaveTextContent(
      '"notes.txt": This file type is not accepted. Upload PDF, JPEG, PNG, GIF, WebP or TIFF (.pdf, .jpg, .jpeg, .png, .gif, .webp, .tif, .tiff).',
    );

    await chooseFiles(user, [pdfFile('huge.pdf', 30 * 1024 * 1024)]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('"huge.pdf": The file is larger than 25 MB. Upload a file of at most 25 MB.'),
    );

    expect(sent('POST')).toHaveLength(0);
  });

  it("names the documents setting's types and limit, refuses by them, and follows a saved change without a reload", async () => {
    uploadRules = documentUploadRulesOf({ maxFileSizeMb: 2, allowedFileTypes: ['pdf', 'docx'] });
    serveDocuments();
    const { store } = renderTab();
    const choose = await screen.findByRole('button', { name: 'Choose files' });
    await waitFor(() => expect(choose).toHaveAccessibleDescription('PDF or Word (.pdf, .docx), up to 2 MB each'));
    expect(fileInput().accept).toBe('application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx');

    await chooseFiles(user, [new File(['png'], 'photo.png', { type: 'image/png' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"photo.png": This file type is not accepted. Upload PDF or Word (.pdf, .docx).',
    );
    await chooseFiles(user, [pdfFile('statement.pdf', 2 * 1024 * 1024 + 1)]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('"statement.pdf": The file is larger than 2 MB. Upload a file of at most 2 MB.'),
    );
    expect(sent('POST')).toHaveLength(0);

    // An administrator saves the documents setting: the host invalidates its tag and the area reads the rules again.
    uploadRules = documentUploadRulesOf({ maxFileSizeMb: 10, allowedFileTypes: ['pdf', 'png'] });
    act(() => {
      store.dispatch(documentsApi.util.invalidateTags([{ type: 'Setting', id: 'documents' }]));
    });
    await waitFor(() => expect(choose).toHaveAccessibleDescription('PDF or PNG (.pdf, .png), up to 10 MB each'));
  });

  it('uploads the accepted files of a mixed drop and still lists the refused ones', async () => {
    serveDocuments();
    server.use(
      api.post<LoanAttachment>('/loans/:loanId/attachments', () =>
        HttpResponse.json(attachment({ id: 'att-8', fileName: 'paystub.pdf', title: 'paystub' }), { status: 201 }),
      ),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });

    await chooseFiles(user, [new File(['hello'], 'notes.txt', { type: 'text/plain' }), pdfFile('paystub.pdf')]);

    expect(await screen.findByText('1 file uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('"notes.txt": This file type is not accepted.');
    expect(sent('POST')).toHaveLength(1);
  });

  it("uploads a workflow task's document tagged for the task, into its folder, made on the first upload", async () => {
    serveDocuments();
    server.use(
      api.post<LoanDocumentFolder>('/loans/:loanId/documents', () =>
        HttpResponse.json({ id: 'doc-income', title: 'Income', attachments: [] }, { status: 201 }),
      ),
      api.post<LoanAttachment>('/loans/:loanId/attachments', () =>
        HttpResponse.json(attachment({ id: 'att-w2', documentId: 'doc-income', taskTag: 'W2' }), { status: 201 }),
      ),
    );
    const leave = jest.fn();
    renderWithProviders(<DocumentsTab loanId={LOAN} uploadFor={{ taskTag: 'W2', folderName: 'Income' }} onUploadForDone={leave} />, {
      store: signedInStore(TOKEN),
    });
    expect(
      await screen.findByText(/count for the workflow task that needs W2 and are filed in Income \(a new folder\)/),
    ).toBeInTheDocument();
    await chooseFiles(user, [pdfFile('w2-2025.pdf')]);
    expect(await screen.findByText('1 file uploaded.')).toBeInTheDocument();

    const [folder, upload] = sent('POST');
    expect(folder.body).toEqual({ title: 'Income' });
    const form = upload.body as FormData;
    expect(form.get('documentId')).toBe('doc-income');
    expect(form.get('taskTag')).toBe('W2');

    await user.click(screen.getByRole('button', { name: 'Upload other files instead' }));
    expect(leave).toHaveBeenCalled();
  });

  it('uploads into the chosen folder, shows the upload under way, and lists the new file', async () => {
    let listed = documentsWith();
    let finishUpload: (response: HttpResponse<LoanAttachment>) => void = () => undefined;
    serveDocuments(() => listed);
    server.use(
      api.post<LoanAttachment>(
        '/loans/:loanId/attachments',
        () =>
          new Promise<HttpResponse<LoanAttachment>>((resolve) => {
            finishUpload = resolve;
          }),
      ),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });

    await user.click(screen.getByLabelText('Upload to', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Tax Returns', hidden: true }));
    await chooseFiles(user, [pdfFile('w2-2025.pdf')]);

    expect(await screen.findByText('Uploading w2-2025.pdf…')).toBeInTheDocument();
    const [upload] = sent('POST');
    expect(upload?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(upload?.body).toBeInstanceOf(FormData));
    const form = upload?.body as FormData;
    expect(form.get('documentId')).toBe('doc-tax');
    expect((form.get('file') as File).name).toBe('w2-2025.pdf');
    // The browser sets the multipart boundary itself; a fixed content type would break it.
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);

    const created = attachment({ id: 'att-9', documentId: 'doc-tax', title: 'w2-2025', fileName: 'w2-2025.pdf', sizeBytes: 13 });
    listed = documentsWith({ documents: [listed.documents[0], { id: 'doc-tax', title: 'Tax Returns', attachments: [created] }] });
    await act(async () => finishUpload(HttpResponse.json(created, { status: 201 })));

    expect(await screen.findByText('1 file uploaded.')).toBeInTheDocument();
    const tax = screen.getByRole('region', { name: 'Tax Returns' });
    expect(await within(tax).findByText('w2-2025.pdf')).toBeInTheDocument();
    expect(within(tax).getByText('0.00 MB')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses an upload, and keeps the list", async () => {
    serveDocuments();
    server.use(
      api.post<LoanAttachment>('/loans/:loanId/attachments', () =>
        problem(415, 'unsupported-file-type', 'The file content is not a PDF or a supported image.'),
      ),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    await chooseFiles(user, [pdfFile('renamed.pdf')]);

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('"renamed.pdf": The file content is not a PDF or a supported image.');
    expect(screen.getByText('October statement')).toBeInTheDocument();
    expect(screen.getByText('Paystub')).toBeInTheDocument();
    expect(documentsGets()).toHaveLength(1);
  });

  it('refetches when an attachment of this loan changes elsewhere, not for other loans', async () => {
    serveDocuments();
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    const emit = (payload: ServerEventPayload<'attachment-update'>) => act(() => getBus().emit('socket:attachment-update', payload));

    emit({ loanId: 'loan-2', attachmentId: 'x', action: 'uploaded' });
    emit({ loanId: LOAN, attachmentId: 'att-7', action: 'uploaded' });
    await waitFor(() => expect(documentsGets()).toHaveLength(2));
  });

  it("creates a folder and shows the server's problem for a duplicate title", async () => {
    serveDocuments();
    server.use(
      api.post<LoanDocumentFolder, LoanDocumentFolderCreateRequest>('/loans/:loanId/documents', async ({ request }) => {
        const { title } = await request.json();
        return problem(409, 'duplicate-title', `This loan already has a folder "${title}".`);
      }),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(within(dialog).getByText('Enter a title for the folder.')).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: /Folder title/ }), '  bank statements ');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('This loan already has a folder "bank statements".')).toBeInTheDocument();
  });

  it('moves a file to another folder', async () => {
    serveDocuments();
    server.use(
      api.patch<LoanAttachment>('/loans/:loanId/attachments/:attachmentId', () =>
        HttpResponse.json(attachment({ documentId: 'doc-bank' })),
      ),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    await user.click(screen.getByRole('button', { name: 'More actions for Paystub' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move "Paystub"' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move "Paystub"' })).not.toBeInTheDocument());

    const [patch] = sent('PATCH');
    expect(patch?.path).toBe(`/api/loans/${LOAN}/attachments/att-1`);
    expect(patch?.body).toEqual({ documentId: 'doc-bank' });
  });

  it('opens a PDF in the viewer: a signed PDF item, its bytes fetched with the elli-signature, shown from a blob', async () => {
    let answerContent: (response: HttpResponse<Blob>) => void = () => undefined;
    const signedUrl = '/api/signed/attachments/att-1/content';
    serveDocuments();
    server.use(
      api.post<PdfItem>('/loans/:loanId/attachments/:attachmentId/pdf-item', () =>
        HttpResponse.json({ url: signedUrl, fileName: 'paystub.pdf', signature: 'sig-1' }),
      ),
      http.get(
        signedUrl,
        () =>
          new Promise<HttpResponse<Blob>>((resolve) => {
            answerContent = resolve;
          }),
      ),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    await user.click(screen.getByRole('button', { name: 'View Paystub' }));

    const dialog = await screen.findByRole('dialog', { name: 'Paystub' });
    expect(within(dialog).getByText('Please wait...')).toBeInTheDocument();
    await waitFor(() => expect(sent('GET', signedUrl)).toHaveLength(1));
    const [signing] = sent('POST');
    expect(signing?.path).toBe(`/api/loans/${LOAN}/attachments/att-1/pdf-item`);
    expect(signing?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent('GET', signedUrl)[0]?.headers.get('authorization')).toBe('elli-signature sig-1');

    await act(async () => answerContent(bytes('%PDF-1.4', 'application/pdf')));
    expect(await within(dialog).findByText('Drawn page 1')).toBeInTheDocument();
    expect(within(dialog).getByTestId('pdf-document')).toHaveAttribute('data-file', 'blob:http://localhost/file-1');
    expect(await within(dialog).findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(dialog).getByText('Drawn page 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('compares two PDFs side by side in the wide viewer, each fetched as its own signed item', async () => {
    serveDocuments();
    server.use(
      api.post<PdfItem, never, { loanId: string; attachmentId: string }>(
        '/loans/:loanId/attachments/:attachmentId/pdf-item',
        ({ params }) => HttpResponse.json({ url: `${API_BASE}/signed/${params.attachmentId}`, fileName: 'x.pdf', signature: 's' }),
      ),
      http.get(`${API_BASE}/signed/:attachmentId`, () => bytes('%PDF-1.4', 'application/pdf')),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    await user.click(screen.getByRole('button', { name: 'More actions for Paystub' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Compare with another PDF' }));
    const pick = await screen.findByRole('dialog', { name: 'Compare "Paystub"' });
    await user.click(within(pick).getByRole('button', { name: 'Compare side by side' }));

    const viewer = await screen.findByRole('dialog', { name: /^Compare: Paystub and / });
    expect(within(viewer).getAllByRole('group')).toHaveLength(2);
    expect(await within(viewer).findByRole('button', { name: 'Next page of Paystub' })).toBeInTheDocument();
    const signed = sent('POST').map((request) => request.path);
    expect(signed).toEqual([`/api/loans/${LOAN}/attachments/att-1/pdf-item`, expect.stringMatching(/\/attachments\/att-\d+\/pdf-item$/)]);
  });

  it('says so when the PDF cannot be loaded', async () => {
    serveDocuments();
    server.use(
      api.post<PdfItem>('/loans/:loanId/attachments/:attachmentId/pdf-item', () => problem(404, 'not-found', 'No attachment att-1.')),
    );
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    await user.click(screen.getByRole('button', { name: 'View Paystub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paystub' });
    expect(await within(dialog).findByText('Got an Error while loading the file, please try again')).toBeInTheDocument();
  });

  it('downloads the bytes fetched with the token under the file name', async () => {
    serveDocuments();
    server.use(http.get(`${API_BASE}/loans/:loanId/attachments/:attachmentId/content`, () => bytes('II*', 'image/tiff')));
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    renderTab();
    await screen.findByRole('region', { name: 'Bank Statements' });
    await user.click(screen.getByRole('button', { name: 'Download Driver license' }));

    await waitFor(() => expect(clicked).toEqual(['license.tiff blob:http://localhost/file-1']));
    const [contentRequest] = sent('GET', `/api/loans/${LOAN}/attachments/att-3/content`);
    expect(contentRequest?.path).toBe(`/api/loans/${LOAN}/attachments/att-3/content`);
    expect(contentRequest?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    click.mockRestore();
  });
});
