// shared-ui's jest setup (its jsdom project's setupFilesAfterEnv): the one MSW server of its tests.
import { handlers } from './handlers';
import { setupMockServer } from './mock-server';

export const server = setupMockServer(handlers);
