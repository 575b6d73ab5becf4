import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarDateOf } from 'shared-rules';
import { shiftDay } from 'shared-ui';
import { type AnalyticsData, address, renderKnowledgePage, serveKnowledge } from '../../testing/knowledge-test-kit';
import KnowledgeAnalyticsPage from './knowledge-analytics-page';
import { enterText } from 'shared-ui/testing';

const PAGE = '/admin/knowledge/analytics';

function analytics(from: string, to: string): AnalyticsData {
  return {
    searchesByDay: [
      { day: from, searches: 700, withoutResults: 20 },
      { day: to, searches: 504, withoutResults: 36 },
    ],
    totals: { searches: 1204, withoutResults: 56, searchesWithClick: 512, clickThroughRate: 0.425 },
    topQueries: [
      { query: 'rate lock', searches: 310, clickThroughRate: 0.61 },
      { query: 'condo', searches: 95, clickThroughRate: 0 },
    ],
    queriesWithoutResults: [{ query: 'bank statement loan', searches: 14 }],
    ratings: [{ documentId: 'kb-rate-lock', title: 'Extending a rate lock', helpful: 9, notHelpful: 3 }],
  };
}

let fake: ReturnType<typeof serveKnowledge>;

const periods = () =>
  fake.calls('GET', '/api/knowledge/admin/analytics').map((request) => {
    const query = request.url.searchParams;
    return `${query.get('from')}..${query.get('to')}`;
  });
const today = () => calendarDateOf(new Date(), { timeZone: 'UTC' }) ?? '';
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the knowledge analytics page', () => {
  it('shows the last 30 days by default: totals, searches per day, top queries, documents to write and ratings', async () => {
    fake = serveKnowledge({ documents: [], analytics });
    renderKnowledgePage(<KnowledgeAnalyticsPage />, PAGE);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(periods()).toEqual([`${shiftDay(today(), -29)}..${today()}`]);
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(totals).toHaveTextContent('Searches1,204');
    expect(totals).toHaveTextContent('Without results56');
    expect(totals).toHaveTextContent('4.7% of searches found nothing.');
    expect(totals).toHaveTextContent('Click-through rate42.5%');
    expect(totals).toHaveTextContent('512 searches led to a document being opened.');

    expect(rowsOf('Searches per day')).toHaveLength(2);
    expect(rowsOf('Searches per day')[0]).toContain('70020');
    expect(rowsOf('Top queries')).toEqual(['rate lock31061%', 'condo950%']);
    expect(screen.getByRole('heading', { name: 'Documents to write' })).toBeInTheDocument();
    expect(rowsOf('Queries without results')).toEqual(['bank statement loan14']);
    expect(rowsOf('Helpful ratings')).toEqual(['Extending a rate lock9375%']);
    expect(screen.getByRole('link', { name: 'Extending a rate lock' })).toHaveAttribute(
      'href',
      '/admin/knowledge/documents?edit=kb-rate-lock',
    );
  });

  it('shows the numbers of the chart as a table on request', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [], analytics });
    renderKnowledgePage(<KnowledgeAnalyticsPage />, PAGE);
    const show = await screen.findByRole('button', { name: 'Show the numbers' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: 'Searches per day' })).toBeVisible();
  });

  it('asks for the days of the period chosen, and of a custom period once it is valid', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [], analytics });
    renderKnowledgePage(<KnowledgeAnalyticsPage />, PAGE);
    await screen.findByRole('table', { name: 'Top queries' });
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(periods().at(-1)).toBe(`${shiftDay(today(), -6)}..${today()}`));
    expect(address()).toBe(`${PAGE}?period=7`);
    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await waitFor(() => expect(periods().at(-1)).toBe(`${shiftDay(today(), -89)}..${today()}`));

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(address()).toBe(`${PAGE}?period=custom&from=${shiftDay(today(), -89)}&to=${today()}`);
    await enterText(user, screen.getByRole('textbox', { name: /^From/ }), '11/01/2026');
    await enterText(user, screen.getByRole('textbox', { name: /^To/ }), '11/15/2026');
    await waitFor(() => expect(periods().at(-1)).toBe('2026-11-01..2026-11-15'));
    expect(screen.getByText(/11\/01\/2026 to 11\/15\/2026, both included/)).toBeInTheDocument();

    const asked = periods().length;
    await enterText(user, screen.getByRole('textbox', { name: /^To/ }), '10/15/2026');
    expect(await screen.findByText('The period ends before it starts.')).toBeInTheDocument();
    expect(periods()).toHaveLength(asked);
  });
});
