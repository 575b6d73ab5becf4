// The Admin remote's jest setup (setupFilesAfterEnv): the one MSW server of its tests.
import { setupMockServer } from 'shared-ui/testing';
import { handlers } from './handlers';

export const server = setupMockServer(handlers);
