import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminDocument, renderKnowledgePage, serveKnowledge } from '../../testing/knowledge-test-kit';
import KnowledgePagesPage from './knowledge-pages-page';

const PAGE = '/admin/knowledge/pages';
const article = adminDocument();
const guide = adminDocument({ _id: 'kb-pricing-guide', title: 'Pricing guide 2026', sourceType: 'pdf', slug: 'pricing-guide-2026' });
const draftLink = adminDocument({ _id: 'kb-draft', title: 'Unfinished link', sourceType: 'url', status: 'draft', slug: 'unfinished-link' });

let fake: ReturnType<typeof serveKnowledge>;
afterEach(() => {
  jest.useRealTimers();
});

describe('the knowledge pages page', () => {
  it('lists the published documents of each kind with their page and permanent addresses', async () => {
    fake = serveKnowledge({ documents: [article, guide, draftLink] });
    renderKnowledgePage(<KnowledgePagesPage />, PAGE);
    const articles = await screen.findByRole('table', { name: 'Articles (1)' });
    const row = within(articles).getByRole('row', { name: /Extending a rate lock/ });
    expect(row).toHaveTextContent('/knowledge/html/extending-a-rate-lock');
    expect(row).toHaveTextContent('/knowledge/document/kb-rate-lock');
    expect(within(row).getByRole('link', { name: 'Open /knowledge/html/extending-a-rate-lock in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(row).getByRole('link', { name: 'Open /knowledge/document/kb-rate-lock in a new tab' })).toHaveAttribute(
      'href',
      '/knowledge/document/kb-rate-lock',
    );
    expect(within(row).getByRole('link', { name: 'Extending a rate lock' })).toHaveAttribute(
      'href',
      '/admin/knowledge/documents?edit=kb-rate-lock',
    );

    expect(await screen.findByRole('table', { name: 'PDF guides (1)' })).toHaveTextContent('/knowledge/pdf/pricing-guide-2026');
    expect(await screen.findByText(/^No published links/)).toBeInTheDocument();
    expect(await screen.findByText(/^No published videos/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Articles (1)',
      'PDF guides (1)',
      'Links (0)',
      'Videos (0)',
    ]);
    const queries = fake.listQueries();
    for (const type of ['html', 'pdf', 'url', 'video']) expect(queries).toContain(`?status=published&sourceType=${type}&pageSize=100`);
  });

  it('copies the full link and shows a check mark for 2 seconds', async () => {
    // The check mark's 2 seconds run on jest's clock, which user-event's own pauses follow.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fake = serveKnowledge({ documents: [article] });
    renderKnowledgePage(<KnowledgePagesPage />, PAGE);
    const row = within(await screen.findByRole('table', { name: 'Articles (1)' })).getByRole('row', { name: /Extending a rate lock/ });
    jest.useFakeTimers();
    await act(async () => {
      await user.click(within(row).getByRole('button', { name: 'Copy link: /knowledge/html/extending-a-rate-lock' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/knowledge/html/extending-a-rate-lock`);
    const copied = within(row).getByRole('button', { name: 'Link copied: /knowledge/html/extending-a-rate-lock' });
    expect(copied.querySelector('[data-icon="check"]')).not.toBeNull();
    expect(within(row).getByRole('button', { name: 'Copy link: /knowledge/document/kb-rate-lock' })).toBeInTheDocument();
    expect(screen.getByText('Link to /knowledge/html/extending-a-rate-lock copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_999));
    expect(within(row).getByRole('button', { name: /^Link copied/ })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(within(row).queryByRole('button', { name: /^Link copied/ })).not.toBeInTheDocument());
  });
});
