// The portal's network fake for jest: an MSW server answering the services routes the code under
// test calls, with the handler set of the package (`<package>/src/testing/handlers.ts`).
import type { RequestHandler } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';

/**
 * Starts an MSW server for every test of the package (once, from its jest setup file), puts the
 * handler set back after each test, and fails a test that sent a request no handler answers,
 * naming it: the request itself fails as a network error would.
 * A test adds its own answers with `server.use(...)`; they are dropped when it ends.
 */
export function setupMockServer(handlers: readonly RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  const unanswered: string[] = [];
  beforeAll(() => {
    server.listen({
      onUnhandledRequest(request, print) {
        unanswered.push(`${request.method} ${request.url}`);
        print.error();
      },
    });
  });
  afterEach(() => {
    server.resetHandlers();
    const missed = unanswered.splice(0);
    if (missed.length > 0) {
      throw new Error(`No handler answered ${missed.join(', ')}: add one to the package's handlers or to the test's server.use(...).`);
    }
  });
  afterAll(() => server.close());
  return server;
}
