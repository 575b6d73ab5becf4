import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { KnowledgeDocument } from 'shared-rules';
import { createBus, getBus, setBus } from 'shared-ui';
import { problem, renderWithProviders } from 'shared-ui/testing';
import { knowledgeDocument, serveKnowledge } from '../../../testing/knowledge-test-data';
import { DocumentViewerModal } from './document-viewer-modal';

jest.mock('react-pdf', () => jest.requireActual('../../../testing/react-pdf-fake'));

const DOCUMENT_PATH = /^\/api\/knowledge\/documents\/([^/]+)$/;
const RATING_PATH = /^\/api\/knowledge\/documents\/([^/]+)\/rating$/;

const PDF_PATH = '/api/knowledge/documents/kb-pdf/file';

function pdfBytes(): Response {
  return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
}

/**
 * Services holding `documents` (read on every request, so a test may change them; others are
 * 404), the reader's votes, and the PDF's bytes, answered by `pdfFile` (called on each request).
 */
function serve(
  documents: KnowledgeDocument[],
  votes: Record<string, boolean | null> = {},
  pdfFile: () => Response | Promise<Response> = pdfBytes,
) {
  return serveKnowledge((call) => {
    const rating = RATING_PATH.exec(call.path);
    if (rating) {
      const documentId = decodeURIComponent(rating[1]);
      if (call.method === 'PUT') votes[documentId] = (call.body as { helpful: boolean }).helpful;
      return HttpResponse.json({ data: { documentId, helpful: votes[documentId] ?? null } });
    }
    if (call.path === PDF_PATH) return pdfFile();
    const single = DOCUMENT_PATH.exec(call.path);
    if (single && call.method === 'GET') {
      const document = documents.find((candidate) => candidate._id === decodeURIComponent(single[1]));
      return document ? HttpResponse.json({ data: document }) : problem(404, 'knowledge-document-not-found', 'No such document.');
    }
    return undefined;
  });
}

let fake: ReturnType<typeof serve>;
beforeEach(() => setBus(createBus()));

function open(documentId: string) {
  const onClose = jest.fn();
  renderWithProviders(<DocumentViewerModal documentId={documentId} onClose={onClose} />);
  return { onClose };
}

const documentGets = (id: string) => fake.callsTo('GET', `/api/knowledge/documents/${id}`);

const sellerGuide = knowledgeDocument({
  _id: 'kb-pdf',
  title: 'Seller guide',
  sourceType: 'pdf',
  mimeType: 'application/pdf',
  downloadUrl: PDF_PATH,
  originalFilename: 'seller-guide.pdf',
  fileSize: 262_144,
  content: '<p>Extracted text</p>',
});

describe('DocumentViewerModal: content by source type', () => {
  it('shows an article named by its title, with its breadcrumb, facts and sanitised content', async () => {
    fake = serve([knowledgeDocument()]);
    open('kb-rate-lock');
    const dialog = await screen.findByRole('dialog', { name: 'Extending a rate lock' });
    // The article's largest heading sits under the dialog's title (h2).
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Before you start' })).toBeInTheDocument();
    expect(within(dialog).getByText('15 days').tagName).toBe('STRONG');
    const location = within(dialog).getByRole('navigation', { name: 'Document location' });
    expect(within(location).getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/knowledge');
    expect(within(dialog).getByRole('img', { name: 'Article' })).toBeInTheDocument();
    expect(within(dialog).getByText('240 words')).toBeInTheDocument();
    expect(within(dialog).queryByText(/MB$/)).not.toBeInTheDocument();
  });

  it('never renders script, event handlers or javascript: links from the content', async () => {
    const content =
      '<p>Read <a href="javascript:alert(1)">this</a> and <a href="https://www.fanniemae.com">Fannie Mae</a></p>' +
      '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><iframe src="https://evil.test"></iframe>';
    fake = serve([knowledgeDocument({ content })]);
    open('kb-rate-lock');
    const dialog = await screen.findByRole('dialog', { name: 'Extending a rate lock' });
    expect(dialog.querySelector('script, [onerror], iframe')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'this' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^Read/)).toHaveTextContent('Read this and Fannie Mae');
    const external = within(dialog).getByRole('link', { name: 'Fannie Mae' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('draws a PDF fetched with the session page by page, with its size in MB, a download link and a way out', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = jest.fn();
    let answerFile: (response: Response) => void = () => undefined;
    fake = serve([sellerGuide], {}, () => new Promise<Response>((resolve) => (answerFile = resolve)));
    open('kb-pdf');
    const dialog = await screen.findByRole('dialog', { name: 'Seller guide' });
    expect(within(dialog).getByText('0.25 MB')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'PDF' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', PDF_PATH)).toHaveLength(1));
    expect(within(dialog).getByText('Please wait...')).toBeInTheDocument();
    await act(async () => answerFile(pdfBytes()));

    // The first page, as wide as the 800px viewer less its padding (jsdom measures no width).
    const page = await within(dialog).findByText('Drawn page 1');
    expect(page).toHaveAttribute('data-width', '736');
    expect(within(dialog).getByTestId('pdf-document')).toHaveAttribute('data-file', 'blob:http://localhost/pdf-1');
    expect(within(dialog).queryByText('Please wait...')).not.toBeInTheDocument();
    expect(within(dialog).queryByTitle('Seller guide')).not.toBeInTheDocument();
    expect(await within(dialog).findByText('Page 1 of 3')).toHaveAttribute('aria-live', 'polite');
    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(dialog).getByText('Drawn page 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Previous page' }));
    expect(within(dialog).getByText('Drawn page 2')).toBeInTheDocument();

    const download = within(dialog).getByRole('link', { name: 'Download seller-guide.pdf' });
    expect(download).toHaveAttribute('href', 'blob:http://localhost/pdf-1');
    expect(download).toHaveAttribute('download', 'seller-guide.pdf');
    const newWindow = within(dialog).getByRole('link', { name: 'Open in a new window' });
    expect(newWindow).toHaveAttribute('href', 'blob:http://localhost/pdf-1');
    expect(newWindow).toHaveAttribute('target', '_blank');
    expect(fake.callsTo('GET', PDF_PATH)).toHaveLength(1);
  });

  it('says so when the PDF cannot be fetched, and fetches it again with Try again', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/pdf-2');
    URL.revokeObjectURL = jest.fn();
    let answers = 0;
    fake = serve([sellerGuide], {}, () => {
      answers += 1;
      return answers === 1 ? problem(500, 'internal', 'The file store is down.') : pdfBytes();
    });
    open('kb-pdf');
    const dialog = await screen.findByRole('dialog', { name: 'Seller guide' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Got an Error while loading the file, please try again');
    expect(within(dialog).queryByRole('link', { name: 'Download seller-guide.pdf' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Drawn page 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.callsTo('GET', PDF_PATH)).toHaveLength(2);
  });

  it('says so when pdf.js cannot draw the file, and still offers the file itself', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/unreadable-1');
    URL.revokeObjectURL = jest.fn();
    fake = serve([sellerGuide]);
    open('kb-pdf');
    const dialog = await screen.findByRole('dialog', { name: 'Seller guide' });
    expect(await within(dialog).findByText('Got an Error while loading the file, please try again')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Drawn page/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download seller-guide.pdf' })).toHaveAttribute(
      'href',
      'blob:http://localhost/unreadable-1',
    );
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('frames a web page with a link to open it in a new window', async () => {
    fake = serve([
      knowledgeDocument({ _id: 'kb-url', title: 'HUD handbook', sourceType: 'url', content: null, url: 'https://www.hud.gov/handbook' }),
    ]);
    open('kb-url');
    const dialog = await screen.findByRole('dialog', { name: 'HUD handbook' });
    expect(within(dialog).getByTitle('HUD handbook')).toHaveAttribute('src', 'https://www.hud.gov/handbook');
    const link = within(dialog).getByRole('link', { name: 'Open in a new window' });
    expect(link).toHaveAttribute('href', 'https://www.hud.gov/handbook');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds the video %s as %s', async (url, embed) => {
    fake = serve([knowledgeDocument({ _id: 'kb-video', title: 'Pricing walkthrough', sourceType: 'video', content: null, url })]);
    open('kb-video');
    const dialog = await screen.findByRole('dialog', { name: 'Pricing walkthrough' });
    expect(within(dialog).getByTitle('Pricing walkthrough')).toHaveAttribute('src', embed);
  });

  it('refuses a video that is not on YouTube or Vimeo', async () => {
    fake = serve([
      knowledgeDocument({
        _id: 'kb-video',
        title: 'Pricing walkthrough',
        sourceType: 'video',
        content: null,
        url: 'https://videos.example.com/1',
      }),
    ]);
    open('kb-video');
    const dialog = await screen.findByRole('dialog', { name: 'Pricing walkthrough' });
    expect(within(dialog).getByText(/only YouTube and Vimeo videos can be embedded/)).toBeInTheDocument();
    expect(within(dialog).queryByTitle('Pricing walkthrough')).not.toBeInTheDocument();
  });
});

describe('DocumentViewerModal: states', () => {
  it('says a document that is not published cannot be previewed, with its status', async () => {
    fake = serve([knowledgeDocument({ status: 'processing' })]);
    open('kb-rate-lock');
    const dialog = await screen.findByRole('dialog', { name: 'Extending a rate lock' });
    expect(within(dialog).getByText('Document content is being processed or not available for preview')).toBeInTheDocument();
    expect(within(dialog).getByText('processing')).toBeInTheDocument();
    expect(within(dialog).queryByText('15 days')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Was this helpful?' })).not.toBeInTheDocument();
  });

  it('says "Document not found" when services answer 404', async () => {
    fake = serve([]);
    open('kb-missing');
    const dialog = await screen.findByRole('dialog', { name: 'Document' });
    expect(await within(dialog).findByRole('heading', { name: 'Document not found' })).toBeInTheDocument();
  });

  it('stars a featured document and shows three tags then +N', async () => {
    fake = serve([knowledgeDocument({ priority: 85, tags: ['pricer', 'locks', 'fees', 'pricing', 'extensions'] })]);
    open('kb-rate-lock');
    const dialog = await screen.findByRole('dialog', { name: 'Extending a rate lock' });
    expect(within(dialog).getByText('Featured')).toBeInTheDocument();
    const tags = within(dialog).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pricer', 'Locks', 'Fees', '+2']);
  });

  it('does not star a document under priority 80', async () => {
    fake = serve([knowledgeDocument({ priority: 79 })]);
    open('kb-rate-lock');
    const dialog = await screen.findByRole('dialog', { name: 'Extending a rate lock' });
    expect(within(dialog).queryByText('Featured')).not.toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    fake = serve([knowledgeDocument()]);
    const { onClose } = open('kb-rate-lock');
    const dialog = await screen.findByRole('dialog', { name: 'Extending a rate lock' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('DocumentViewerModal: rating, sharing, related documents, live updates', () => {
  it('shows the earlier vote selected, and a changed vote is saved and thanked', async () => {
    const user = userEvent.setup();
    fake = serve([knowledgeDocument()], { 'kb-rate-lock': true });
    open('kb-rate-lock');
    const group = await screen.findByRole('group', { name: 'Was this helpful?' });
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(group).queryByText('Thanks!')).not.toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'No' }));
    expect(await within(group).findByText('Thanks!')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    const [put] = fake.callsTo('PUT', '/api/knowledge/documents/kb-rate-lock/rating');
    expect(put.body).toEqual({ helpful: false });
  });

  it('thanks a first vote', async () => {
    const user = userEvent.setup();
    fake = serve([knowledgeDocument()]);
    open('kb-rate-lock');
    const group = await screen.findByRole('group', { name: 'Was this helpful?' });
    expect(within(group).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(group).getByRole('button', { name: 'Yes' }));
    expect(await within(group).findByText('Thanks!')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('copies the link to the document page and shows a check mark for 2 seconds', async () => {
    // The clock is jest's from the click on: user-event waits between its steps on it too.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fake = serve([knowledgeDocument()]);
    open('kb-rate-lock');
    const dialog = await screen.findByRole('dialog', { name: 'Extending a rate lock' });
    jest.useFakeTimers();
    try {
      await act(async () => {
        await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
      });
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/knowledge/document/kb-rate-lock`);
      const copied = within(dialog).getByRole('button', { name: 'Link copied' });
      expect(copied.querySelector('[data-icon="check"]')).not.toBeNull();
      act(() => jest.advanceTimersByTime(1_999));
      expect(within(dialog).getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      const again = within(dialog).getByRole('button', { name: 'Copy link' });
      expect(again.querySelector('[data-icon="check"]')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens a related document in the viewer', async () => {
    const user = userEvent.setup();
    const floatDown = knowledgeDocument({ _id: 'kb-float-down', title: 'Float-down options' });
    fake = serve([
      knowledgeDocument({ relatedDocuments: [{ _id: 'kb-float-down', title: 'Float-down options', type: 'html' }] }),
      floatDown,
    ]);
    open('kb-rate-lock');
    const dialog = await screen.findByRole('dialog', { name: 'Extending a rate lock' });
    const related = within(dialog).getByRole('region', { name: 'Related documents' });
    await user.click(within(related).getByRole('button', { name: 'Float-down options' }));
    expect(await screen.findByRole('dialog', { name: 'Float-down options' })).toBeInTheDocument();
    expect(documentGets('kb-float-down')).toHaveLength(1);
  });

  it('reads the open document again when services say it changed, and only that one', async () => {
    const documents = [knowledgeDocument()];
    fake = serve(documents);
    open('kb-rate-lock');
    await screen.findByRole('dialog', { name: 'Extending a rate lock' });
    act(() => getBus().emit('socket:knowledge-document-update', { documentId: 'kb-other', status: 'published' }));
    documents[0] = knowledgeDocument({ title: 'Extending a rate lock (updated)' });
    act(() => getBus().emit('socket:knowledge-document-update', { documentId: 'kb-rate-lock', status: 'published' }));
    expect(await screen.findByRole('dialog', { name: 'Extending a rate lock (updated)' })).toBeInTheDocument();
    expect(documentGets('kb-rate-lock')).toHaveLength(2);
  });
});
