import { MARKUP_SANITISER_CASES } from 'shared-rules/testing';
import { sanitiseArticle } from './sanitise';

/** sanitize-html closes void elements XHTML-style (`<br />`); browsers serialise them as `<br>`. */
const asBrowserSerialises = (html: string) => html.replace(/ \/>/g, '>');

describe('sanitiseArticle: the portal’s allow-list, case by case as the browser applies it', () => {
  it.each(MARKUP_SANITISER_CASES.map((testCase) => [testCase.name, testCase]))('%s', (_name, { html, safe }) => {
    expect(asBrowserSerialises(sanitiseArticle(html))).toBe(safe);
  });

  it.each(MARKUP_SANITISER_CASES.map((testCase) => [testCase.name, testCase]))('keeps what it stored as it is: %s', (_name, { safe }) => {
    expect(asBrowserSerialises(sanitiseArticle(safe))).toBe(safe);
  });
});
