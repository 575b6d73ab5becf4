import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  type ApiProblem,
  type DocumentUploadRules,
  documentUploadRulesOf,
  type LoanAttachment,
  type LoanCondition,
  type LoanConditions,
  SETTING_DEFINITIONS,
} from 'shared-rules';
import { api, collectToasts, fill, noContent, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import ConditionsTab from './conditions-tab';
import { LOAN, attachment, bankStatement, condition, conditionsWith, loan, voe } from './conditions-fixtures';

const sent = recordRequests(server);
const shown = collectToasts();
const conditionsGets = () => sent('GET', `/api/loans/${LOAN}/conditions`).length;

/** What `GET /api/documents/upload-rules` answers: the documents setting's default unless a test saves another. */
let uploadRules: DocumentUploadRules;
beforeEach(() => {
  uploadRules = documentUploadRulesOf(SETTING_DEFINITIONS.documents.defaultValue);
});

/** What services answer to a change of a condition: the changed condition, a document, nothing, or a refusal. */
type ChangeAnswer = HttpResponse<LoanCondition | LoanAttachment | ApiProblem | undefined>;
type ChangeBody = LoanCondition | LoanAttachment | undefined;

/** Serves the conditions and the upload rules, and answers every change with `change` (the changed condition by default). */
function serve(answer: LoanConditions, change: () => ChangeAnswer = () => HttpResponse.json(voe)) {
  server.use(
    api.get<LoanConditions>('/loans/:loanId/conditions', () => HttpResponse.json(answer)),
    api.get<DocumentUploadRules>('/documents/upload-rules', () => HttpResponse.json(uploadRules)),
    api.post<ChangeBody>('/loans/:loanId/conditions', change),
    api.patch<ChangeBody>('/loans/:loanId/conditions/:conditionId', change),
    api.delete<ChangeBody>('/loans/:loanId/conditions/:conditionId', change),
    api.put<ChangeBody>('/loans/:loanId/conditions/:conditionId/status', change),
    api.post<ChangeBody>('/loans/:loanId/conditions/:conditionId/comments', change),
    api.post<ChangeBody>('/loans/:loanId/attachments', change),
    api.post<ChangeBody>('/loans/:loanId/attachments/:attachmentId/rejection', change),
  );
}

async function renderTab() {
  renderWithProviders(<ConditionsTab loan={loan} tab="conditions" />, { store: signedInStore() });
  return screen.findByRole('article', { name: voe.title });
}

const success = (title: string) => expect.objectContaining({ kind: 'success', title });

describe('changing conditions on the Conditions tab', () => {
  it('lets the lender add a condition: the form sends it, closes, says so and the list is read again', async () => {
    const user = userEvent.setup();
    serve(conditionsWith(), () => HttpResponse.json(condition({ id: 'c-new', title: 'Appraisal update' }), { status: 201 }));
    await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add condition' });
    const save = within(dialog).getByRole('button', { name: 'Add condition' });
    expect(save).toBeDisabled();

    await fill(user, within(dialog).getByRole('textbox', { name: /^Title/ }), '  Appraisal update ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Prior to Docs');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Owner/ }), 'usr-ae-jordan');
    const due = within(dialog).getByLabelText('Due date');
    await fill(user, due, '12/01/2026');
    await user.tab();
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = sent('POST');
    expect(post.path).toBe(`/api/loans/${LOAN}/conditions`);
    expect(post.body).toEqual({
      title: 'Appraisal update',
      description: '',
      category: 'Prior to Docs',
      ownerId: 'usr-ae-jordan',
      dueDate: '2026-12-01',
    });
    expect(shown.toasts).toEqual([success('Condition added')]);
    await waitFor(() => expect(conditionsGets()).toBe(2));
  });

  it("shows the server's unknown-category problem under the category, and keeps the form open", async () => {
    const user = userEvent.setup();
    const message = 'Choose one of the categories: Prior to Approval, Prior to Docs, Prior to Funding.';
    serve(conditionsWith(), () => problem(400, 'unknown-category', message, { fields: [{ field: 'body.category', message }] }));
    await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add condition' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Title/ }), 'Appraisal update');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Prior to Funding');
    await user.click(within(dialog).getByRole('button', { name: 'Add condition' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveAttribute('aria-invalid', 'true');
    expect(shown.toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'The condition was not added', message })]);
    expect(screen.getByRole('dialog', { name: 'Add condition' })).toBeInTheDocument();
  });

  it('edits a condition from its prefilled form and sends only what changed', async () => {
    const user = userEvent.setup();
    serve(conditionsWith());
    const card = await renderTab();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveValue('Prior to Funding');
    expect(within(dialog).getByRole('combobox', { name: /^Owner/ })).toHaveValue('usr-ae-jordan');
    const save = within(dialog).getByRole('button', { name: 'Save condition' });
    expect(save).toBeDisabled();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Title/ }), 'Verbal VOE');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = sent('PATCH');
    expect(patch.path).toBe(`/api/loans/${LOAN}/conditions/c-voe`);
    expect(patch.body).toEqual({ title: 'Verbal VOE' });
    expect(shown.toasts).toEqual([success('Condition saved')]);
  });

  it('clears a condition with a note', async () => {
    const user = userEvent.setup();
    serve(conditionsWith(), () => HttpResponse.json({ ...voe, status: 'cleared' }));
    const card = await renderTab();
    await user.click(within(card).getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear condition' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Note/ }), ' VOE received by phone. ');
    await user.click(within(dialog).getByRole('button', { name: 'Clear condition' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = sent('PUT');
    expect(put.path).toBe(`/api/loans/${LOAN}/conditions/c-voe/status`);
    expect(put.body).toEqual({ status: 'cleared', note: 'VOE received by phone.' });
    expect(shown.toasts).toEqual([success('Condition cleared')]);
  });

  it('asks for a reason before rejecting a document', async () => {
    const user = userEvent.setup();
    serve(conditionsWith(), () => HttpResponse.json(attachment({ id: 'att-bank' })));
    await renderTab();
    const bank = screen.getByRole('article', { name: bankStatement.title });
    await user.click(within(bank).getByRole('button', { name: 'Reject October bank statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject document' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('Say why the document is not enough.')).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Page 3 is missing.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = sent('POST');
    expect(post.path).toBe(`/api/loans/${LOAN}/attachments/att-bank/rejection`);
    expect(post.body).toEqual({ reason: 'Page 3 is missing.' });
    expect(shown.toasts).toEqual([success('Document rejected')]);
  });

  it("uploads a broker's document against the condition, and refuses an unsupported file without sending it", async () => {
    // A user who switches the file dialog to "All files" can pick a type the input does not accept.
    const user = userEvent.setup({ applyAccept: false });
    serve(conditionsWith({ canManage: false, owners: [] }), () =>
      HttpResponse.json(attachment({ id: 'att-9', title: 'voe' }), { status: 201 }),
    );
    const card = await renderTab();
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(shown.toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'The document was not uploaded' })]));
    expect(sent('POST')).toHaveLength(0);

    const pdf = new File(['%PDF-1.4 test'], 'voe.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    await waitFor(() => expect(shown.toasts).toContainEqual(success('Document uploaded')));
    const [post] = sent('POST');
    expect(post.path).toBe(`/api/loans/${LOAN}/attachments`);
    const form = post.body as FormData;
    expect(form.get('conditionId')).toBe('c-voe');
    expect((form.get('file') as File).name).toBe('voe.pdf');
    await waitFor(() => expect(conditionsGets()).toBe(2));
  });

  it("checks a broker's document against the documents setting's types and limit, which the button names", async () => {
    // A user who switches the file dialog to "All files" can pick a type the input does not accept.
    const user = userEvent.setup({ applyAccept: false });
    uploadRules = documentUploadRulesOf({ maxFileSizeMb: 1, allowedFileTypes: ['pdf'] });
    serve(conditionsWith({ canManage: false, owners: [] }), () =>
      HttpResponse.json(attachment({ id: 'att-9', title: 'voe' }), { status: 201 }),
    );
    const card = await renderTab();
    const button = within(card).getByRole('button', { name: 'Upload a document' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('PDF (.pdf), up to 1 MB each'));
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toBe('application/pdf,.pdf');

    await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(shown.toasts).toEqual([
        expect.objectContaining({
          kind: 'error',
          title: 'The document was not uploaded',
          message: '"photo.png": This file type is not accepted. Upload PDF (.pdf).',
        }),
      ]),
    );
    const big = new File(['%PDF-1.4'], 'voe.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 1024 * 1024 + 1 });
    await user.upload(input, big);
    await waitFor(() =>
      expect(shown.toasts).toContainEqual(
        expect.objectContaining({ kind: 'error', message: '"voe.pdf": The file is larger than 1 MB. Upload a file of at most 1 MB.' }),
      ),
    );
    expect(sent('POST')).toHaveLength(0);
  });

  it('lets a broker mark an open condition submitted, with the shared error toast when services refuse', async () => {
    const user = userEvent.setup();
    const detail = 'This condition is cleared; it cannot be marked submitted.';
    serve(conditionsWith({ canManage: false, owners: [] }), () => problem(409, 'invalid-condition-status', detail));
    const card = await renderTab();
    await user.click(within(card).getByRole('button', { name: 'Mark submitted' }));
    await waitFor(() =>
      expect(shown.toasts).toEqual([
        expect.objectContaining({ kind: 'error', title: 'The condition was not marked submitted', message: detail }),
      ]),
    );
    expect(sent('PUT')[0].body).toEqual({ status: 'submitted' });
  });

  it('adds a comment and empties the box', async () => {
    const user = userEvent.setup();
    serve(conditionsWith({ canManage: false, owners: [] }), () => HttpResponse.json(voe, { status: 201 }));
    const card = await renderTab();
    const add = within(card).getByRole('button', { name: 'Add comment' });
    expect(add).toBeDisabled();
    const box = within(card).getByRole('textbox', { name: 'Add a comment' });
    await fill(user, box, 'The employer answers after 2 pm.');
    await user.click(add);
    await waitFor(() => expect(shown.toasts).toEqual([success('Comment added')]));
    const [post] = sent('POST');
    expect(post.path).toBe(`/api/loans/${LOAN}/conditions/c-voe/comments`);
    expect(post.body).toEqual({ body: 'The employer answers after 2 pm.' });
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
    const user = userEvent.setup();
    serve(conditionsWith(), noContent);
    const card = await renderTab();
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove condition' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove condition' }));
    await waitFor(() => expect(shown.toasts).toEqual([success('Condition removed')]));
    expect(sent('DELETE').map((request) => request.path)).toEqual([`/api/loans/${LOAN}/conditions/${voe.id}`]);
    const answered = screen.getByRole('article', { name: bankStatement.title });
    expect(within(answered).queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
