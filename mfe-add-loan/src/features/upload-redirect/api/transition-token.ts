import type { TransitionTokenRequest, TransitionTokenResponse } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/loans/transition-token`: the single-use token the redirected pipeline signs the user in with. */
const transitionTokenApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-add-loan/upload-redirect/transition-token', (build) => ({
    createTransitionToken: build.mutation<TransitionTokenResponse, TransitionTokenRequest>({
      query: (body) => ({ url: paths.transitionToken, method: 'POST', body }),
    }),
  })),
});

export const { useCreateTransitionTokenMutation } = transitionTokenApi;
