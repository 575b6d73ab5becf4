// shared-ui's own handler set: the platform routes its components and hooks call. A test gives its
// answers with `server.use(...)`; nothing is answered by default, so a missing one is named.
import type { RequestHandler } from 'msw';

export const handlers: RequestHandler[] = [];
