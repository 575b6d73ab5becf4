import { useEffect, useState } from 'react';

/** How long the welcome bubble stays up when the widget is not opened (spec: 10 seconds). */
export const WELCOME_BUBBLE_MS = 10_000;

/** Whether the welcome bubble shows: until the widget is first opened, or for 10 seconds. */
export function useWelcomeBubble(everOpened: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (everOpened) return;
    const timer = setTimeout(() => setExpired(true), WELCOME_BUBBLE_MS);
    return () => clearTimeout(timer);
  }, [everOpened]);
  return !everOpened && !expired;
}
