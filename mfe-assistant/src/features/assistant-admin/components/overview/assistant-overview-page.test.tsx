import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarDateOf } from 'shared-rules';
import { problem } from 'shared-ui/testing';
import { shiftDay } from 'shared-ui';
import { address, never, type OverviewData, renderAdminPage, serveAssistant } from '../../testing/assistant-test-kit';
import AssistantOverviewPage from './assistant-overview-page';

const PAGE = '/admin/ai';

function overview(from: string, to: string): OverviewData {
  return {
    from,
    to,
    conversations: 1204,
    questions: 3410,
    users: 87,
    resolutionRate: 0.825,
    ticketsCreated: 12,
    thumbsUp: 140,
    thumbsDown: 9,
    fallbacks: 3,
    latencyMsP50: 850,
    latencyMsP95: 4200,
    questionsByDay: [
      { day: from, questions: 120 },
      { day: to, questions: 95 },
    ],
  };
}

const empty = (from: string, to: string): OverviewData => ({
  ...overview(from, to),
  conversations: 0,
  questions: 0,
  users: 0,
  resolutionRate: 0,
  questionsByDay: [],
});

let fake: ReturnType<typeof serveAssistant>;

const today = () => calendarDateOf(new Date(), { timeZone: 'UTC' }) ?? '';
const periods = () =>
  fake.calls('GET', '/api/chat/admin/overview').map((request) => {
    const query = request.url.searchParams;
    return `${query.get('from')}..${query.get('to')}`;
  });

describe("the assistant's overview", () => {
  it('says it is loading until the overview arrives', async () => {
    fake = serveAssistant({ before: (request) => (request.url.includes('/overview') ? never() : undefined) });
    renderAdminPage(<AssistantOverviewPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Assistant' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading the overview' })).toBeInTheDocument();
  });

  it('shows the totals of the last 30 days and the questions per day, as a chart with its numbers in a table', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ overview });
    renderAdminPage(<AssistantOverviewPage />, PAGE);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(periods()).toEqual([`${shiftDay(today(), -29)}..${today()}`]);
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    for (const text of [
      'Conversations1,204',
      'Questions3,410',
      'Users87',
      'Resolution rate82.5%',
      'Tickets created12',
      'Thumbs up140',
      'Thumbs down9',
      'Fallbacks3',
      'Latency p50850 ms',
      'Latency p954.2 s',
    ]) {
      expect(totals).toHaveTextContent(text);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Questions per day' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Questions per day' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('120');

    await user.click(screen.getByRole('button', { name: 'Show the numbers' }));
    expect(screen.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: 'Questions per day' })).toBeVisible();
  });

  it('asks for the period chosen', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ overview });
    renderAdminPage(<AssistantOverviewPage />, PAGE);
    await screen.findByRole('region', { name: 'Totals' });
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(periods().at(-1)).toBe(`${shiftDay(today(), -6)}..${today()}`));
    expect(address()).toBe(`${PAGE}?period=7`);
  });

  it('says when nobody asked anything in the period', async () => {
    fake = serveAssistant({ overview: empty });
    renderAdminPage(<AssistantOverviewPage />, PAGE);
    expect(await screen.findByRole('heading', { name: 'No conversations in this period' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
  });

  it('says when the overview could not be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    let failing = true;
    fake = serveAssistant({
      overview,
      before: (request) => (failing && request.url.includes('/overview') ? problem(500, 'internal', 'Services are down.') : undefined),
    });
    renderAdminPage(<AssistantOverviewPage />, PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The assistant's overview could not be loaded");
    expect(alert).toHaveTextContent('Services are down.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
  });
});
