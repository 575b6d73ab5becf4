import { act, screen, waitFor } from '@testing-library/react';
import { SETTING_DEFINITIONS } from 'shared-rules';
import { type AppStore, makeStore, sharedApi } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { AssistantWidget } from './assistant-widget';

jest.mock('../remotes/remote-slot', () => ({
  RemoteSlot: ({ slot }: { slot: string }) => <div data-testid="remote-slot">{slot}</div>,
}));

async function saveFlag(store: AppStore, agenticAssistant: boolean) {
  const value = { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, agenticAssistant };
  await store.dispatch(
    sharedApi.util.upsertQueryData('getSetting', 'feature-flags', {
      key: 'feature-flags',
      value,
      version: 1,
      updatedAt: null,
      updatedBy: null,
    }),
  );
}

describe('AssistantWidget', () => {
  it('shows the chat widget while agenticAssistant is on and removes it when turned off', async () => {
    const store = makeStore();
    await saveFlag(store, true);
    renderWithProviders(<AssistantWidget />, { store });
    expect(screen.getByTestId('remote-slot')).toHaveTextContent('chat-widget');
    await act(() => saveFlag(store, false));
    await waitFor(() => expect(screen.queryByTestId('remote-slot')).not.toBeInTheDocument());
  });
});
