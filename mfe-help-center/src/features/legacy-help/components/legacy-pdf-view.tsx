import type { HelpLink } from 'shared-rules';

/** A legacy PDF link drawn page by page. */
export function LegacyPdfView({ link }: { link: HelpLink }) {
  return <iframe src={link.link} title={link.title} style={{ width: '100%', height: '70vh', border: 0 }} />;
}
