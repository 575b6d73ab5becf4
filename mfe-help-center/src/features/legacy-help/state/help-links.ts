import type { HelpLink } from 'shared-rules';

/** How a legacy help link opens (specification: opening a link). */
export type HelpLinkOpening = 'pdf-viewer' | 'video-modal' | 'new-window';

/** The icon a link shows: its kind, or by its address when the kind says nothing more. */
export type HelpLinkIcon = 'form' | 'event' | 'pdf' | 'video' | 'new-window';

const pathOf = (link: string): string => {
  try {
    return new URL(link, 'https://portal.invalid').pathname.toLowerCase();
  } catch {
    return link.toLowerCase();
  }
};

const isPdfLink = (link: HelpLink) => link.type === 'pdf' || pathOf(link.link).endsWith('.pdf');
const isVideoLink = (link: HelpLink) => link.type === 'video' || pathOf(link.link).endsWith('.mp4');

/** PDFs (by kind or a `.pdf` address) open the PDF viewer, videos and `.mp4` the video modal, others a new window. */
export function helpLinkOpening(link: HelpLink): HelpLinkOpening {
  if (isPdfLink(link)) return 'pdf-viewer';
  if (isVideoLink(link)) return 'video-modal';
  return 'new-window';
}

export function helpLinkIcon(link: HelpLink): HelpLinkIcon {
  if (link.type === 'form' || link.type === 'event') return link.type;
  if (isPdfLink(link)) return 'pdf';
  if (isVideoLink(link)) return 'video';
  return 'new-window';
}

/** `YYYY-MM-DD` of `now` in the reader's own time zone: an event is shown through its whole day. */
export function localCalendarDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The links a reader may see today: not disabled, and not an event whose day has passed. */
export function currentHelpLinks(links: readonly HelpLink[], now: Date): HelpLink[] {
  const today = localCalendarDay(now);
  return links.filter((link) => !link.disabled && (link.eventDate === null || link.eventDate >= today));
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The links matching every word of the query in their title, description or tags; a blank query
 * (after trimming) matches all of them, as the list shown before anything is typed.
 */
export function matchingHelpLinks(links: readonly HelpLink[], query: string): HelpLink[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...links];
  return links.filter((link) => {
    const haystack = [link.title, link.description, ...link.tags].join(' ').toLowerCase();
    return wanted.every((word) => haystack.includes(word));
  });
}
