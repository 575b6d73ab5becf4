import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { assistantEntry, renderAdminPage, serveAssistant, testCase } from '../features/assistant-admin/testing/assistant-test-kit';
import AssistantAdminRoute from './assistant-admin-route';

const route = (
  <Routes>
    <Route path="/admin/ai" element={<AssistantAdminRoute />} />
    <Route path="/admin/ai/:section" element={<AssistantAdminRoute />} />
  </Routes>
);

const serveEverything = () =>
  serveAssistant({
    overview: (from, to) => ({
      from,
      to,
      conversations: 0,
      questions: 0,
      users: 0,
      resolutionRate: 0,
      ticketsCreated: 0,
      thumbsUp: 0,
      thumbsDown: 0,
      fallbacks: 0,
      latencyMsP50: 0,
      latencyMsP95: 0,
      questionsByDay: [],
    }),
    conversations: [],
    tools: [],
    assistant: assistantEntry(),
    testCases: [testCase()],
    testRuns: [],
  });

describe('the assistant administration route', () => {
  it.each([
    ['/admin/ai', 'Assistant'],
    ['/admin/ai/conversations', 'Conversations'],
    ['/admin/ai/tools', 'Tools'],
    ['/admin/ai/settings', 'Assistant Settings'],
    ['/admin/ai/test-cases', 'Test Cases'],
    ['/admin/ai/tests', 'Test Runs'],
  ])('opens %s from the registry', async (path, title) => {
    serveEverything();
    renderAdminPage(route, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens the test cases page with its table', async () => {
    serveEverything();
    renderAdminPage(route, '/admin/ai/test-cases');
    expect(await screen.findByRole('table', { name: 'Test cases' })).toBeInTheDocument();
  });

  it('opens the test runs page, saying there are no runs yet', async () => {
    serveEverything();
    renderAdminPage(route, '/admin/ai/tests');
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run all cases' })).toBeInTheDocument();
  });

  it('says "Page not found" for a section no page answers', async () => {
    serveEverything();
    renderAdminPage(route, '/admin/ai/models');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
