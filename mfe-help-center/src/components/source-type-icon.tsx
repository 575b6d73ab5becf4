import { ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { KnowledgeSourceType } from 'shared-rules';
import { SOURCE_TYPE_LABELS } from '../lib/knowledge-display';

/** The strokes of each source type's icon (24 × 24 grid). */
const SOURCE_TYPE_STROKES: Record<KnowledgeSourceType, ReactNode> = {
  html: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>
  ),
  pdf: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M8.5 17v-4h1.5a1.2 1.2 0 0 1 0 2.5H8.5M13 13v4h1a2 2 0 0 0 0-4z" />
    </>
  ),
  url: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
};

/** A document's source type as an icon, named for screen readers ("PDF", "Video"…). */
export function SourceTypeIcon({ type, size = 32 }: { type: KnowledgeSourceType; size?: number }) {
  return (
    <ThemeIcon variant="light" color="blue" size={size} radius="md" role="img" aria-label={SOURCE_TYPE_LABELS[type]}>
      <svg
        width={Math.round(size * 0.6)}
        height={Math.round(size * 0.6)}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {SOURCE_TYPE_STROKES[type]}
      </svg>
    </ThemeIcon>
  );
}
