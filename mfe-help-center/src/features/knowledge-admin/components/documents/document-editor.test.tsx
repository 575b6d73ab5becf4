import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MAX_KNOWLEDGE_PDF_BYTES } from 'shared-rules';
import {
  adminDocument,
  address,
  inputLabelled,
  pick,
  typeInto,
  refused,
  renderKnowledgePage,
  serveKnowledge,
  wholeDocument,
} from '../../testing/knowledge-test-kit';
import KnowledgeDocumentsPage from './knowledge-documents-page';
import { enterText } from 'shared-ui/testing';

const PAGE = '/admin/knowledge/documents';
const article = adminDocument();
const pricingGuide = adminDocument({ _id: 'kb-pricing-guide', title: 'Pricing guide 2026', sourceType: 'pdf', slug: 'pricing-guide-2026' });

let fake: ReturnType<typeof serveKnowledge>;

const type = async (user: UserEvent, label: string | RegExp, value: string) => enterText(user, screen.getByLabelText(label), value);
const posted = () => fake.calls('POST', '/api/knowledge/documents').map((request) => request.body);

async function choosePdf(user: UserEvent, file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
}

describe('the knowledge document form', () => {
  it('adds an article with normalised tags, readable audiences and a preview, as readers will see it, that runs nothing', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [article], taxonomy: { tags: [{ tag: 'pricing', documents: 1, published: 1 }], audiences: [] } });
    const { toasts } = renderKnowledgePage(<KnowledgeDocumentsPage />, `${PAGE}?status=published`);
    await screen.findByRole('table', { name: 'Knowledge documents' });
    const listReads = fake.listQueries().filter((query) => query.startsWith('?status=published')).length;
    await user.click(screen.getByRole('link', { name: 'New article' }));
    const form = await screen.findByRole('form', { name: 'New article' });
    await user.click(within(form).getByRole('button', { name: 'Add article' }));
    expect(await within(form).findByText('Enter the title readers see')).toBeInTheDocument();
    expect(within(form).getByText('Write the article')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    await type(user, /^Title/, ' Locking a loan ');
    await type(user, 'Description', 'When and how to lock.');
    // An author pastes the article's HTML rather than typing it key by key.
    await user.click(screen.getByLabelText(/^HTML content/));
    await user.paste('<h2>Steps</h2><p>Lock <script>alert(1)</script>early.</p><ul><li>Call your AE</li></ul>');
    const preview = within(form).getByRole('region', { name: 'Preview of the article' });
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Lock early.');
    expect(within(preview).getByRole('listitem')).toHaveTextContent('Call your AE');
    expect(preview).not.toHaveTextContent('alert');
    expect(preview.querySelector('script')).toBeNull();

    const tags = inputLabelled(/^Tags/);
    await typeInto(user, tags, 'Rate Lock');
    await user.keyboard('{Enter}');
    await pick(user, /^Audiences/, 'Loan officers');
    await pick(user, /^Audiences/, 'Brokers (external users)');
    await type(user, /^Priority/, '80');
    await user.click(within(form).getByRole('radio', { name: 'Published' }));
    await user.click(within(form).getByRole('button', { name: 'Add article' }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      title: 'Locking a loan',
      description: 'When and how to lock.',
      sourceType: 'html',
      content: '<h2>Steps</h2><p>Lock <script>alert(1)</script>early.</p><ul><li>Call your AE</li></ul>',
      tags: ['rate-lock'],
      audiences: ['role:lo', 'external'],
      priority: 80,
      status: 'published',
      relatedDocumentIds: [],
    });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Article added' })));
    await waitFor(() => expect(address()).toBe(`${PAGE}?status=published`));
    expect(await screen.findByRole('table', { name: 'Knowledge documents' })).toBeInTheDocument();
    // The list is read again after the save, so the new document is in it.
    await waitFor(() =>
      expect(fake.listQueries().filter((query) => query.startsWith('?status=published')).length).toBeGreaterThan(listReads),
    );
  });

  it('adds a link only with an https address, and a video only from YouTube or Vimeo', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [] });
    renderKnowledgePage(<KnowledgeDocumentsPage />, `${PAGE}?new=url`);
    let form = await screen.findByRole('form', { name: 'New link' });
    await type(user, /^Title/, 'Fannie Mae selling guide');
    await type(user, /^Link address/, 'http://selling-guide.fanniemae.com');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(await within(form).findByText('Enter an https:// address')).toBeInTheDocument();
    await type(user, /^Link address/, 'https://selling-guide.fanniemae.com');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ sourceType: 'url', url: 'https://selling-guide.fanniemae.com' });
    expect(posted()[0]).not.toHaveProperty('content');

    await user.click(await screen.findByRole('link', { name: 'New video' }));
    form = await screen.findByRole('form', { name: 'New video' });
    await type(user, /^Title/, 'Submitting a loan');
    await type(user, /^Video address/, 'https://example.com/video.mp4');
    await user.click(within(form).getByRole('button', { name: 'Add video' }));
    expect(await within(form).findByText('Enter a YouTube or Vimeo address (https://…)')).toBeInTheDocument();
    await type(user, /^Video address/, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.click(within(form).getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[1]).toMatchObject({ sourceType: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  });

  it('edits a document with its related documents and sends the whole input back', async () => {
    const user = userEvent.setup();
    const whole = {
      ...wholeDocument(article, '<p>Ask before the lock expires.</p>'),
      relatedDocuments: [{ _id: 'kb-float-down', title: 'Float-down options', type: 'html' as const }],
    };
    fake = serveKnowledge({ documents: [article, pricingGuide], whole: { [article._id]: whole } });
    const { toasts } = renderKnowledgePage(<KnowledgeDocumentsPage />, PAGE);
    await user.click(await screen.findByRole('link', { name: 'Extending a rate lock' }));
    const form = await screen.findByRole('form', { name: 'Edit Extending a rate lock' });
    expect(within(form).getByLabelText(/^HTML content/)).toHaveValue('<p>Ask before the lock expires.</p>');
    expect(within(form).getByText('Float-down options')).toBeInTheDocument();

    await type(user, /^Title/, 'Extending a rate lock (2026)');
    const related = inputLabelled(/^Related documents/);
    await typeInto(user, related, 'pricing');
    await waitFor(() => expect(fake.listQueries()).toContain('?text=pricing&pageSize=20'));
    await pick(user, /^Related documents/, 'Pricing guide 2026');
    await user.click(within(form).getByRole('button', { name: 'Save document' }));

    await waitFor(() => expect(fake.calls('PUT', '/api/knowledge/documents/kb-rate-lock')).toHaveLength(1));
    expect(fake.calls('PUT', '/api/knowledge/documents/kb-rate-lock')[0].body).toEqual({
      title: 'Extending a rate lock (2026)',
      description: 'How to ask for a rate lock extension.',
      sourceType: 'html',
      content: '<p>Ask before the lock expires.</p>',
      tags: ['rate-lock', 'pricing'],
      audiences: ['external', 'role:lo'],
      priority: 60,
      status: 'published',
      relatedDocumentIds: ['kb-float-down', 'kb-pricing-guide'],
    });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Document saved' })));
    await waitFor(() => expect(address()).toBe(PAGE));
  });

  it("shows the services' field problems on their inputs and lists the others", async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({
      documents: [],
      onWrite: () =>
        refused(400, [
          { field: 'body.title', message: 'body.title must be at most 200 characters' },
          { field: 'body.tags.0', message: 'body.tags.0 must match pattern "^[a-z0-9][a-z0-9-]*$"' },
          { field: 'body.sourceType', message: 'This document is a pdf; its type cannot change.' },
        ]),
    });
    const { toasts } = renderKnowledgePage(<KnowledgeDocumentsPage />, `${PAGE}?new=url`);
    const form = await screen.findByRole('form', { name: 'New link' });
    await type(user, /^Title/, 'Rates');
    await type(user, /^Link address/, 'https://rates.lender.test');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(await within(form).findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Must match pattern "^[a-z0-9][a-z0-9-]*$"')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('This document is a pdf; its type cannot change.');
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error', title: 'The document was not added' }));
    expect(address()).toBe(`${PAGE}?new=url`);
  });

  it('refuses a PDF over the limit before sending, and uploads one within it as the file and metadata parts', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [] });
    const { toasts } = renderKnowledgePage(<KnowledgeDocumentsPage />, `${PAGE}?new=pdf`);
    const form = await screen.findByRole('form', { name: 'Upload a PDF' });
    const tooLarge = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(tooLarge, 'size', { value: MAX_KNOWLEDGE_PDF_BYTES + 1 });
    await choosePdf(user, tooLarge);
    expect(await within(form).findByText('The file is 26,214,401 bytes; a PDF may be at most 26,214,400 bytes.')).toBeInTheDocument();
    await type(user, /^Title/, 'Pricing guide');
    await user.click(within(form).getByRole('button', { name: 'Upload PDF' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Title/)).toHaveValue('Pricing guide'));
    expect(fake.calls('POST', '/api/knowledge/documents/pdf')).toHaveLength(0);

    const atTheLimit = new File(['%PDF-1.7'], 'pricing.pdf', { type: 'application/pdf' });
    Object.defineProperty(atTheLimit, 'size', { value: MAX_KNOWLEDGE_PDF_BYTES });
    await choosePdf(user, atTheLimit);
    await waitFor(() => expect(within(form).queryByText(/a PDF may be at most/)).not.toBeInTheDocument());
    await user.click(within(form).getByRole('radio', { name: 'Published' }));
    await user.click(within(form).getByRole('button', { name: 'Upload PDF' }));

    await waitFor(() => expect(fake.calls('POST', '/api/knowledge/documents/pdf')).toHaveLength(1));
    const body = fake.calls('POST', '/api/knowledge/documents/pdf')[0].body as FormData;
    expect([...body.keys()]).toEqual(['file', 'metadata']);
    expect((body.get('file') as File).name).toBe('pricing.pdf');
    expect(JSON.parse(String(body.get('metadata')))).toEqual({
      title: 'Pricing guide',
      description: '',
      sourceType: 'pdf',
      tags: [],
      audiences: [],
      priority: 50,
      status: 'published',
      relatedDocumentIds: [],
    });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'PDF uploaded' })));
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [] });
    renderKnowledgePage(<KnowledgeDocumentsPage />, `${PAGE}?new=html`);
    await screen.findByRole('form', { name: 'New article' });
    await type(user, /^Title/, 'Half written');
    await user.click(screen.getByRole('link', { name: '← Back to documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(address()).toBe(`${PAGE}?new=html`);
    await user.click(screen.getByRole('link', { name: '← Back to documents' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(address()).toBe(PAGE));
  });
});
