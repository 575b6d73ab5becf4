import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { injectSlice } from 'shared-ui';

/**
 * The conversation the widget shows, shared by this remote's two features: the widget sets it when
 * it creates one, Chat History sets it to continue a past one in the widget ("Continue in
 * assistant"), and clears it when that conversation is deleted (the next open starts a new one).
 */
interface ActiveConversationState {
  conversationId: string | null;
}

const activeConversationSlice = createSlice({
  name: 'assistantActiveConversation',
  initialState: { conversationId: null } as ActiveConversationState,
  reducers: {
    activeConversationChanged(state, action: PayloadAction<string | null>) {
      state.conversationId = action.payload;
    },
    /** A conversation was deleted: if the widget shows it, it lets it go. */
    conversationDeleted(state, action: PayloadAction<string>) {
      if (state.conversationId === action.payload) state.conversationId = null;
    },
  },
  selectors: {
    selectActiveConversationId: (state): string | null => state.conversationId,
  },
});

declare module 'shared-ui' {
  interface LazyLoadedSlices extends WithSlice<typeof activeConversationSlice> {}
}

const injected = injectSlice(activeConversationSlice);

export const { activeConversationChanged, conversationDeleted } = activeConversationSlice.actions;
export const { selectActiveConversationId } = injected.selectors;
