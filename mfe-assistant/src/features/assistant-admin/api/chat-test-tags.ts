/**
 * The cache tags of the assistant's test cases and runs. The portal's tag types are shared-ui's;
 * tests belong to the assistant, so they are `Conversation` tags with ids of their own.
 */
export const TEST_CASES_TAG = { type: 'Conversation', id: 'TEST-CASES' } as const;
export const TEST_RUNS_TAG = { type: 'Conversation', id: 'TEST-RUNS' } as const;
export const testRunTag = (id: string) => ({ type: 'Conversation', id: `TEST-RUN:${id}` }) as const;
