import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KnowledgeAdminDocument } from 'shared-rules';
import { adminDocument, address, pick, renderKnowledgePage, serveKnowledge } from '../../testing/knowledge-test-kit';
import KnowledgeDocumentsPage from './knowledge-documents-page';
import { enterText } from 'shared-ui/testing';

const PAGE = '/admin/knowledge/documents';

const article = adminDocument();
const failedPdf = adminDocument({
  _id: 'kb-pricing-guide',
  title: 'Pricing guide 2026',
  sourceType: 'pdf',
  mimeType: 'application/pdf',
  originalFilename: 'pricing-2026.pdf',
  fileSize: 1_048_576,
  status: 'failed',
  statusMessage: 'The PDF has no text layer (a scan?).',
  tags: [],
  audiences: [],
  priority: 20,
  helpfulVotes: 0,
  notHelpfulVotes: 1,
  slug: 'pricing-guide-2026',
});

let fake: ReturnType<typeof serveKnowledge>;

const table = () => screen.findByRole('table', { name: 'Knowledge documents' });

describe('the knowledge documents page', () => {
  it('lists the documents with their type, status, tags, audiences, priority, votes and last change', async () => {
    fake = serveKnowledge({ documents: [article, failedPdf] });
    renderKnowledgePage(<KnowledgeDocumentsPage />, PAGE);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, first, second] = rows;
    expect(within(first).getByRole('link', { name: 'Extending a rate lock' })).toHaveAttribute('href', `${PAGE}?edit=kb-rate-lock`);
    expect(first).toHaveTextContent('Article');
    expect(first).toHaveTextContent('Published');
    expect(first).toHaveTextContent('rate-lock');
    expect(first).toHaveTextContent('Brokers (external users), Loan officers');
    expect(first).toHaveTextContent('60');
    expect(first).toHaveTextContent('12 helpful');
    expect(first).toHaveTextContent('3 not helpful');
    expect(first).toHaveTextContent('11/20/2026');
    expect(within(first).queryByRole('button', { name: /Re-extract/ })).not.toBeInTheDocument();

    expect(second).toHaveTextContent('PDF guide');
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('The PDF has no text layer (a scan?).');
    expect(second).toHaveTextContent('No tags');
    expect(second).toHaveTextContent('Everyone');
    expect(within(second).getByRole('button', { name: 'Re-extract Pricing guide 2026' })).toBeInTheDocument();
    expect(screen.getByText('2 documents')).toBeInTheDocument();
    expect(fake.listQueries()).toEqual(['?page=1&pageSize=20']);
  });

  it('asks services for the status, type, words and page chosen', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, index) =>
      adminDocument({ _id: `kb-${index}`, title: `Rate sheet ${index}`, slug: `rate-sheet-${index}` }),
    );
    fake = serveKnowledge({ documents: [...many, failedPdf] });
    renderKnowledgePage(<KnowledgeDocumentsPage />, PAGE);
    await table();
    await user.click(within(screen.getByLabelText('Document pages')).getByRole('button', { name: '3' }));
    await waitFor(() => expect(fake.listQueries().at(-1)).toBe('?page=3&pageSize=20'));
    expect(address()).toBe(`${PAGE}?page=3`);

    await pick(user, 'Status', 'Failed');
    await waitFor(() => expect(fake.listQueries().at(-1)).toBe('?status=failed&page=1&pageSize=20'));
    await pick(user, 'Type', 'PDF guide');
    await waitFor(() => expect(fake.listQueries().at(-1)).toBe('?status=failed&sourceType=pdf&page=1&pageSize=20'));
    await enterText(user, screen.getByRole('searchbox', { name: /Search/ }), ' pricing ');
    await waitFor(() => expect(fake.listQueries().at(-1)).toBe('?status=failed&sourceType=pdf&text=pricing&page=1&pageSize=20'));
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    expect(address()).toBe(`${PAGE}?status=failed&type=pdf&text=pricing`);
  });

  it('archives a document only after asking', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [article] });
    const { toasts } = renderKnowledgePage(<KnowledgeDocumentsPage />, PAGE);
    await user.click(within(await table()).getByRole('button', { name: 'Archive Extending a rate lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive "Extending a rate lock"?' });
    expect(dialog).toHaveTextContent('Readers will no longer find or open it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls('POST', '/api/knowledge/documents/kb-rate-lock/archive')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Archive Extending a rate lock' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Archive/ })).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(fake.calls('POST', '/api/knowledge/documents/kb-rate-lock/archive')).toHaveLength(1));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Document archived' })));
    await waitFor(() => expect(fake.listQueries()).toHaveLength(2));
  });

  it('extracts a failed PDF again', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [failedPdf] });
    const { toasts } = renderKnowledgePage(<KnowledgeDocumentsPage />, PAGE);
    await user.click(within(await table()).getByRole('button', { name: 'Re-extract Pricing guide 2026' }));
    await waitFor(() => expect(fake.calls('POST', '/api/knowledge/documents/kb-pricing-guide/extract')).toHaveLength(1));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Extraction started' })));
  });

  it('reads the list again when services say a document changed, so a processing PDF turns published', async () => {
    const processing: KnowledgeAdminDocument = { ...failedPdf, status: 'processing', statusMessage: null };
    const services = { documents: [processing] };
    fake = serveKnowledge(services);
    const { bus } = renderKnowledgePage(<KnowledgeDocumentsPage />, PAGE);
    expect(within(await table()).getByText('Processing')).toBeInTheDocument();
    services.documents = [{ ...processing, status: 'published' }];
    act(() => bus.emit('socket:knowledge-document-update', { documentId: processing._id, status: 'published' }));
    expect(await within(await table()).findByText('Published')).toBeInTheDocument();
  });

  it("opens a document's audit beside the list", async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({
      documents: [article],
      audit: {
        'kb-rate-lock': [
          {
            action: 'update',
            actorName: 'Alex Admin',
            at: '2026-11-21T10:00:00.000Z',
            details: { tagRenamed: { from: 'lock', to: 'rate-lock' } },
          },
          {
            action: 'create',
            actorName: 'Alex Admin',
            at: '2026-11-20T10:00:00.000Z',
            details: { title: 'Extending a rate lock', status: 'draft' },
          },
        ],
      },
    });
    renderKnowledgePage(<KnowledgeDocumentsPage />, PAGE);
    await user.click(within(await table()).getByRole('button', { name: 'Audit of Extending a rate lock' }));
    const drawer = await screen.findByRole('dialog', { name: 'Document audit' });
    const entries = within(await within(drawer).findByRole('table', { name: 'Audit entries' })).getAllByRole('row');
    expect(entries).toHaveLength(3);
    expect(entries[1]).toHaveTextContent('Changed');
    expect(entries[1]).toHaveTextContent('Tag renamed: lock → rate-lock');
    expect(entries[2]).toHaveTextContent('Added');
    expect(entries[2]).toHaveTextContent('Alex Admin');
    expect(address()).toBe(`${PAGE}?audit=kb-rate-lock`);
  });
});
