import type { KnowledgeSearchClick } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/knowledge/search-clicks` (204): which result of a search the reader opened, for the click-through analytics. */
const recordSearchClickApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/help-search/record-search-click', (build) => ({
    recordKnowledgeSearchClick: build.mutation<void, KnowledgeSearchClick>({
      query: (body) => ({ url: paths.knowledgeSearchClicks, method: 'POST', body }),
    }),
  })),
});

export const { useRecordKnowledgeSearchClickMutation } = recordSearchClickApi;
