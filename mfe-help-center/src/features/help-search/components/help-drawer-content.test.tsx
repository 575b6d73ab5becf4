import { act, fireEvent, screen } from '@testing-library/react';
import { SETTING_DEFINITIONS } from 'shared-rules';
import { makeStore, sharedApi } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { HelpDrawerContent, SEARCH_DEBOUNCE_MS } from './help-drawer-content';

function setup() {
  const onContactSupport = jest.fn();
  const onBrowseKnowledge = jest.fn();
  renderWithProviders(<HelpDrawerContent onContactSupport={onContactSupport} onBrowseKnowledge={onBrowseKnowledge} />);
  return { onContactSupport, onBrowseKnowledge, input: screen.getByRole('textbox', { name: 'Search help' }) };
}

describe('HelpDrawerContent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts in suggestion mode with the no-documentation text', () => {
    setup();
    expect(screen.getByText('Suggested for you')).toBeInTheDocument();
    expect(screen.getByText('No documentation available')).toBeInTheDocument();
    expect(screen.getByText('Try searching for specific topics')).toBeInTheDocument();
  });

  it('searches a real query only after the 300 ms debounce', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'rate lock' } });
    expect(screen.getByText('Search results')).toBeInTheDocument();
    expect(screen.getByLabelText('Searching')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10));
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords')).toBeInTheDocument();
  });

  it('ignores a blank query', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: '    ' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.getByText('No documentation available')).toBeInTheDocument();
  });

  it('clear leaves search mode and empties the query', () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'fees' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(screen.getByText('Suggested for you')).toBeInTheDocument();
  });

  it('offers Contact Support and the knowledge base', () => {
    const { onContactSupport, onBrowseKnowledge } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    fireEvent.click(screen.getByRole('button', { name: 'Browse All Knowledge Base' }));
    expect(onContactSupport).toHaveBeenCalled();
    expect(onBrowseKnowledge).toHaveBeenCalled();
  });

  it('offers no knowledge-base link while the knowledge base is off', async () => {
    const store = makeStore();
    const value = { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, knowledgeBase: false };
    await store.dispatch(
      sharedApi.util.upsertQueryData('getSetting', 'feature-flags', {
        key: 'feature-flags',
        value,
        version: 1,
        updatedAt: null,
        updatedBy: null,
      }),
    );
    renderWithProviders(<HelpDrawerContent onContactSupport={jest.fn()} onBrowseKnowledge={jest.fn()} />, { store });
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Browse All Knowledge Base' })).not.toBeInTheDocument();
  });
});
