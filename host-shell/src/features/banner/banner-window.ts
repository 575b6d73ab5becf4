import type { Banner } from 'shared-rules';

/** Whether the banner shows at `now`, and when (epoch ms) that next changes on its own. */
export interface BannerWindow {
  visible: boolean;
  /** The next start or end still ahead of `now`; null when nothing changes any more. */
  nextChangeAt: number | null;
}

function instant(date: string | null): number | null {
  if (date === null) return null;
  const time = Date.parse(date);
  return Number.isNaN(time) ? null : time;
}

/**
 * The banner's window at `now` (epoch ms). It shows while the flag is on, the message is not
 * blank, and now is at or after startDate and before endDate; a missing start means "already
 * started", a missing end "never ends". A window whose end is not after its start never shows.
 */
export function bannerWindow(banner: Banner, flagOn: boolean, now: number): BannerWindow {
  if (!flagOn || banner.message.trim() === '') return { visible: false, nextChangeAt: null };
  const start = instant(banner.startDate);
  const end = instant(banner.endDate);
  if (start !== null && end !== null && end <= start) return { visible: false, nextChangeAt: null };
  if (start !== null && now < start) return { visible: false, nextChangeAt: start };
  if (end !== null && now >= end) return { visible: false, nextChangeAt: null };
  return { visible: true, nextChangeAt: end };
}
