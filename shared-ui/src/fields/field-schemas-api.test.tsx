import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { FieldSchemasResponse } from 'shared-rules';
import { signedIn } from '../auth/auth-slice';
import { makeStore } from '../store/store';
import { api, problem } from '../testing/api-handlers';
import { recordRequests } from '../testing/sent-requests';
import { server } from '../testing/server';
import { FIELD_SCHEMA_CHUNK, useGetFieldSchemasQuery } from './field-schemas-api';

const ids = Array.from({ length: FIELD_SCHEMA_CHUNK * 2 + 50 }, (_, index) => `CX.FIELD.${index}`);
const sent = recordRequests(server);

function load(failChunk: number | null = null) {
  let calls = 0;
  server.use(
    api.get<FieldSchemasResponse>('/field-schemas', ({ request }) => {
      const asked = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
      calls += 1;
      if (calls - 1 === failChunk) return problem(503, 'unavailable', 'The field catalogue is not reachable.');
      return HttpResponse.json({ fields: [], unknownFieldIds: asked });
    }),
  );
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 't', expires: '2099-01-01T00:00:00Z' } }));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useGetFieldSchemasQuery(ids), { wrapper });
}

describe('the field-schema loaders', () => {
  it('ask for the ids in chunks and join the answers in order', async () => {
    const { result } = load();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const asked = sent().map((request) => request.url);
    expect(asked.map((url) => url.pathname)).toEqual(['/api/field-schemas', '/api/field-schemas', '/api/field-schemas']);
    expect(asked.map((url) => (url.searchParams.get('ids') ?? '').split(',').length)).toEqual([FIELD_SCHEMA_CHUNK, FIELD_SCHEMA_CHUNK, 50]);
    expect(result.current.data?.unknownFieldIds).toEqual(ids);
  });

  it('fail the whole load when one chunk fails', async () => {
    const { result } = load(1);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});
