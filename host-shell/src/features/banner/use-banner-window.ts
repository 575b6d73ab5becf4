import { useEffect, useState } from 'react';
import type { Banner } from 'shared-rules';
import { bannerWindow, type BannerWindow } from './banner-window';

/** setTimeout's longest delay (about 24.8 days); a later boundary is reached in more than one wait. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The banner's window now, re-read exactly when its start or end passes (one timer to the next
 * boundary, no polling), so it appears and disappears without a reload.
 */
export function useBannerWindow(banner: Banner, flagOn: boolean): BannerWindow {
  const [now, setNow] = useState(() => Date.now());
  const current = bannerWindow(banner, flagOn, now);
  const { nextChangeAt } = current;
  useEffect(() => {
    if (nextChangeAt === null) return undefined;
    const delay = Math.min(Math.max(nextChangeAt - Date.now(), 0), LONGEST_TIMER_MS);
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [nextChangeAt]);
  return current;
}
