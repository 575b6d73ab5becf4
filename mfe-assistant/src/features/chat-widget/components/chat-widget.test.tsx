import { act, fireEvent, screen } from '@testing-library/react';
import { getBus } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { WELCOME_BUBBLE_MS } from '../hooks/use-welcome-bubble';
import { BUTTON_POSITION_STORAGE_KEY } from '../state/button-position';
import { ASSISTANT_UNAVAILABLE_TITLE } from './chat-panel';
import { ChatWidget, MOVE_HINT, WELCOME_TEXT } from './chat-widget';

describe('ChatWidget', () => {
  beforeEach(() => {
    window.localStorage.clear();
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the welcome bubble for 10 seconds', () => {
    jest.useFakeTimers();
    renderWithProviders(<ChatWidget />);
    expect(screen.getByText(WELCOME_TEXT)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(WELCOME_BUBBLE_MS - 1));
    expect(screen.getByText(WELCOME_TEXT)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(WELCOME_TEXT)).not.toBeInTheDocument();
  });

  it('toggles the panel, which says the assistant is unavailable and takes no input', () => {
    renderWithProviders(<ChatWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Open assistant' }));
    expect(screen.getByRole('dialog', { name: 'Assistant' })).toBeInTheDocument();
    expect(screen.getByText(ASSISTANT_UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.queryByText(WELCOME_TEXT)).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close assistant' })[0]);
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
    // Once opened, the welcome bubble does not come back.
    expect(screen.queryByText(WELCOME_TEXT)).not.toBeInTheDocument();
  });

  it('opens when another part of the portal asks on the bus', () => {
    renderWithProviders(<ChatWidget />);
    act(() => getBus().emit('chat:open', {}));
    expect(screen.getByRole('dialog', { name: 'Assistant' })).toBeInTheDocument();
  });

  it('moves vertically by drag, stores the pixel offset and does not toggle', () => {
    renderWithProviders(<ChatWidget />);
    const button = screen.getByRole('button', { name: 'Open assistant' });
    fireEvent.pointerDown(button, { clientY: 700, pointerId: 1 });
    fireEvent.pointerMove(button, { clientY: 500, pointerId: 1 });
    fireEvent.pointerUp(button, { clientY: 500, pointerId: 1 });
    fireEvent.click(button);
    expect(window.localStorage.getItem(BUTTON_POSITION_STORAGE_KEY)).toBe('224');
    expect(button).toHaveStyle({ bottom: '224px' });
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
  });

  it('moves by the arrow keys too, says so to screen readers, and stores the position the same way', () => {
    renderWithProviders(<ChatWidget />);
    const button = screen.getByRole('button', { name: 'Open assistant' });
    expect(button).toHaveAccessibleDescription(MOVE_HINT);
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(button).toHaveStyle({ bottom: '72px' });
    expect(window.localStorage.getItem(BUTTON_POSITION_STORAGE_KEY)).toBe('72');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(window.localStorage.getItem(BUTTON_POSITION_STORAGE_KEY)).toBe('48');
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
  });

  it('never leaves the 12px margin, and restores the stored position', () => {
    window.localStorage.setItem(BUTTON_POSITION_STORAGE_KEY, '5000');
    renderWithProviders(<ChatWidget />);
    expect(screen.getByRole('button', { name: 'Open assistant' })).toHaveStyle({ bottom: `${800 - 56 - 12}px` });
  });
});
