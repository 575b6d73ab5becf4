import { createContext, useContext } from 'react';

/**
 * How rendered markup looks where it sits:
 * - `page`: a page's or a dialog's text (release notes, help and training pages, knowledge
 *   articles, the disclosure message); its headings join the page's outline under `topHeadingLevel`.
 * - `reply`: an assistant reply in a chat bubble: small text that wraps anywhere, headings shown as
 *   bold lines (a bubble adds nothing to the page's outline), links underlined.
 */
export type MarkupVariant = 'page' | 'reply';

export interface MarkupOptions {
  variant: MarkupVariant;
  /** Called when a link to a portal page is followed (a dialog showing the text closes then). */
  onFollowLink?: () => void;
}

export const MarkupOptionsContext = createContext<MarkupOptions>({ variant: 'page' });

export const useMarkupOptions = () => useContext(MarkupOptionsContext);
