import { ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HelpLinkIcon as IconKind } from '../state/help-links';

/** The strokes of each icon (24 × 24 grid). */
const STROKES: Record<IconKind, ReactNode> = {
  form: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  event: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  pdf: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M8.5 17v-4h1.5a1.2 1.2 0 0 1 0 2.5H8.5M13 13v4h1a2 2 0 0 0 0-4z" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  'new-window': (
    <>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
};

export const HELP_LINK_ICON_LABELS: Record<IconKind, string> = {
  form: 'Form',
  event: 'Event',
  pdf: 'PDF',
  video: 'Video',
  'new-window': 'Opens in a new window',
};

/** Spec: legacy help icons are 24px. */
const ICON_SIZE = 24;

/** A legacy help link's kind as an icon, named for screen readers. */
export function HelpLinkIcon({ kind }: { kind: IconKind }) {
  return (
    <ThemeIcon variant="light" color="blue" size={ICON_SIZE} radius="sm" role="img" aria-label={HELP_LINK_ICON_LABELS[kind]}>
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        data-icon={kind}
      >
        {STROKES[kind]}
      </svg>
    </ThemeIcon>
  );
}
