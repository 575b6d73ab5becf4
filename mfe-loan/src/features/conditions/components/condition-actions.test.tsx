import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SETTING_DEFINITIONS, documentUploadRulesOf, type DocumentUploadRules, type LoanConditions } from 'shared-rules';
import { createBus, getBus, setBus } from 'shared-ui';
import {
  type FakeRequest,
  FakeResponse,
  installFakeFetch,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import ConditionsTab from './conditions-tab';
import { LOAN, attachment, bankStatement, condition, conditionsWith, loan, voe } from './conditions-fixtures';

let fake: ReturnType<typeof installFakeFetch>;
let toasts: unknown[];
beforeEach(() => {
  setBus(createBus());
  toasts = [];
  getBus().subscribe('host:toast', (toast) => toasts.push(toast));
});
afterEach(() => fake?.uninstall());

const isConditionsGet = (request: FakeRequest) => request.method === 'GET' && request.url === `/api/loans/${LOAN}/conditions`;
const conditionsGets = () => fake.requests().filter(isConditionsGet).length;
const sent = (method: string) => fake.requests().filter((request) => request.method === method);

/** What `GET /api/documents/upload-rules` answers: the documents setting's default unless a test saves another. */
let uploadRules: DocumentUploadRules;
beforeEach(() => {
  uploadRules = documentUploadRulesOf(SETTING_DEFINITIONS.documents.defaultValue);
});
const isUploadRulesGet = (request: FakeRequest) => request.method === 'GET' && request.url === '/api/documents/upload-rules';

/** Serves the conditions and the upload rules, and answers every change with `change` (the changed condition by default). */
function serve(answer: LoanConditions, change: (request: FakeRequest) => FakeResponse = () => jsonResponse(voe)) {
  fake = installFakeFetch((request) => {
    if (isConditionsGet(request)) return jsonResponse(answer);
    if (isUploadRulesGet(request)) return jsonResponse(uploadRules);
    return change(request);
  });
}

async function renderTab() {
  renderWithProviders(<ConditionsTab loan={loan} tab="conditions" />, { store: signedInStore() });
  return screen.findByRole('article', { name: voe.title });
}

const success = (title: string) => expect.objectContaining({ kind: 'success', title });

describe('changing conditions on the Conditions tab', () => {
  it('lets the lender add a condition: the form sends it, closes, says so and the list is read again', async () => {
    serve(conditionsWith(), () => jsonResponse(condition({ id: 'c-new', title: 'Appraisal update' }), 201));
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add condition' });
    const save = within(dialog).getByRole('button', { name: 'Add condition' });
    expect(save).toBeDisabled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: '  Appraisal update ' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Category/ }), { target: { value: 'Prior to Docs' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Owner/ }), { target: { value: 'usr-ae-jordan' } });
    const due = within(dialog).getByLabelText('Due date');
    fireEvent.change(due, { target: { value: '12/01/2026' } });
    fireEvent.blur(due);
    fireEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = sent('POST');
    expect(post.url).toBe(`/api/loans/${LOAN}/conditions`);
    expect(post.json()).toEqual({
      title: 'Appraisal update',
      description: '',
      category: 'Prior to Docs',
      ownerId: 'usr-ae-jordan',
      dueDate: '2026-12-01',
    });
    expect(toasts).toEqual([success('Condition added')]);
    await waitFor(() => expect(conditionsGets()).toBe(2));
  });

  it("shows the server's unknown-category problem under the category, and keeps the form open", async () => {
    const message = 'Choose one of the categories: Prior to Approval, Prior to Docs, Prior to Funding.';
    serve(conditionsWith(), () =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          code: 'unknown-category',
          detail: message,
          fields: [{ field: 'body.category', message }],
        },
        400,
      ),
    );
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add condition' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Appraisal update' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Category/ }), { target: { value: 'Prior to Funding' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add condition' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'The condition was not added', message })]);
    expect(screen.getByRole('dialog', { name: 'Add condition' })).toBeInTheDocument();
  });

  it('edits a condition from its prefilled form and sends only what changed', async () => {
    serve(conditionsWith());
    const card = await renderTab();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveValue('Prior to Funding');
    expect(within(dialog).getByRole('combobox', { name: /^Owner/ })).toHaveValue('usr-ae-jordan');
    const save = within(dialog).getByRole('button', { name: 'Save condition' });
    expect(save).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Verbal VOE' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = sent('PATCH');
    expect(patch.url).toBe(`/api/loans/${LOAN}/conditions/c-voe`);
    expect(patch.json()).toEqual({ title: 'Verbal VOE' });
    expect(toasts).toEqual([success('Condition saved')]);
  });

  it('clears a condition with a note', async () => {
    serve(conditionsWith(), () => jsonResponse({ ...voe, status: 'cleared' }));
    const card = await renderTab();
    fireEvent.click(within(card).getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear condition' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Note/ }), { target: { value: ' VOE received by phone. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear condition' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = sent('PUT');
    expect(put.url).toBe(`/api/loans/${LOAN}/conditions/c-voe/status`);
    expect(put.json()).toEqual({ status: 'cleared', note: 'VOE received by phone.' });
    expect(toasts).toEqual([success('Condition cleared')]);
  });

  it('asks for a reason before rejecting a document', async () => {
    serve(conditionsWith(), () => jsonResponse(attachment({ id: 'att-bank' })));
    await renderTab();
    const bank = screen.getByRole('article', { name: bankStatement.title });
    fireEvent.click(within(bank).getByRole('button', { name: 'Reject October bank statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('Say why the document is not enough.')).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Page 3 is missing.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = sent('POST');
    expect(post.url).toBe(`/api/loans/${LOAN}/attachments/att-bank/rejection`);
    expect(post.json()).toEqual({ reason: 'Page 3 is missing.' });
    expect(toasts).toEqual([success('Document rejected')]);
  });

  it("uploads a broker's document against the condition, and refuses an unsupported file without sending it", async () => {
    serve(conditionsWith({ canManage: false, owners: [] }), () => jsonResponse(attachment({ id: 'att-9', title: 'voe' }), 201));
    const card = await renderTab();
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'The document was not uploaded' })]));
    expect(sent('POST')).toHaveLength(0);

    const pdf = new File(['%PDF-1.4 test'], 'voe.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    await waitFor(() => expect(toasts).toContainEqual(success('Document uploaded')));
    const [post] = sent('POST');
    expect(post.url).toBe(`/api/loans/${LOAN}/attachments`);
    const form = post.body as FormData;
    expect(form.get('conditionId')).toBe('c-voe');
    expect((form.get('file') as File).name).toBe('voe.pdf');
    await waitFor(() => expect(conditionsGets()).toBe(2));
  });

  it("checks a broker's document against the documents setting's types and limit, which the button names", async () => {
    uploadRules = documentUploadRulesOf({ maxFileSizeMb: 1, allowedFileTypes: ['pdf'] });
    serve(conditionsWith({ canManage: false, owners: [] }), () => jsonResponse(attachment({ id: 'att-9', title: 'voe' }), 201));
    const card = await renderTab();
    const button = within(card).getByRole('button', { name: 'Upload a document' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('PDF (.pdf), up to 1 MB each'));
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toBe('application/pdf,.pdf');

    fireEvent.change(input, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          kind: 'error',
          title: 'The document was not uploaded',
          message: '"photo.png": This file type is not accepted. Upload PDF (.pdf).',
        }),
      ]),
    );
    const big = new File(['%PDF-1.4'], 'voe.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ kind: 'error', message: '"voe.pdf": The file is larger than 1 MB. Upload a file of at most 1 MB.' }),
      ),
    );
    expect(sent('POST')).toHaveLength(0);
  });

  it('lets a broker mark an open condition submitted, with the shared error toast when services refuse', async () => {
    const detail = 'This condition is cleared; it cannot be marked submitted.';
    serve(conditionsWith({ canManage: false, owners: [] }), () => problemResponse(409, 'invalid-condition-status', detail));
    const card = await renderTab();
    fireEvent.click(within(card).getByRole('button', { name: 'Mark submitted' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ kind: 'error', title: 'The condition was not marked submitted', message: detail }),
      ]),
    );
    expect(sent('PUT')[0].json()).toEqual({ status: 'submitted' });
  });

  it('adds a comment and empties the box', async () => {
    serve(conditionsWith({ canManage: false, owners: [] }), () => jsonResponse(voe, 201));
    const card = await renderTab();
    const add = within(card).getByRole('button', { name: 'Add comment' });
    expect(add).toBeDisabled();
    const box = within(card).getByRole('textbox', { name: 'Add a comment' });
    fireEvent.change(box, { target: { value: 'The employer answers after 2 pm.' } });
    fireEvent.click(add);
    await waitFor(() => expect(toasts).toEqual([success('Comment added')]));
    const [post] = sent('POST');
    expect(post.url).toBe(`/api/loans/${LOAN}/conditions/c-voe/comments`);
    expect(post.json()).toEqual({ body: 'The employer answers after 2 pm.' });
    expect(box).toHaveValue('');
  });

  it('offers nothing to change while the loan is read-only for the user, and the comments stay readable', async () => {
    serve(conditionsWith());
    const readOnly = { ...loan, frame: { ...loan.frame, readOnly: true } };
    renderWithProviders(<ConditionsTab loan={readOnly} tab="conditions" />, { store: signedInStore() });
    const card = await screen.findByRole('article', { name: voe.title });
    expect(screen.queryByRole('button', { name: 'Add condition' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(within(card).queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
  });

  it('removes a condition added in error after asking; one with documents offers no Remove', async () => {
    serve(conditionsWith(), () => new FakeResponse(null, { status: 204 }));
    const card = await renderTab();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove condition' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove condition' }));
    await waitFor(() => expect(toasts).toEqual([success('Condition removed')]));
    expect(sent('DELETE').map((request) => request.url)).toEqual([`/api/loans/${LOAN}/conditions/${voe.id}`]);
    const answered = screen.getByRole('article', { name: bankStatement.title });
    expect(within(answered).queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
