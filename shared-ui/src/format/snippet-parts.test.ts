import { snippetParts } from './snippet-parts';

describe('snippetParts', () => {
  it('splits a snippet into plain and marked runs', () => {
    expect(snippetParts('Request a <mark>rate</mark> <mark>lock</mark> extension')).toEqual([
      { text: 'Request a ', marked: false },
      { text: 'rate', marked: true },
      { text: ' ', marked: false },
      { text: 'lock', marked: true },
      { text: ' extension', marked: false },
    ]);
  });

  it('decodes the escaped text, so it shows as the characters it stands for', () => {
    expect(snippetParts('Fees &amp; credits &lt;script&gt; &quot;A&quot; &#39;B&#39; &#x2014;')).toEqual([
      { text: `Fees & credits <script> "A" 'B' —`, marked: false },
    ]);
  });

  it('leaves any other markup as text, never as elements', () => {
    expect(snippetParts('<b>bold</b> <mark>x</mark>')).toEqual([
      { text: '<b>bold</b> ', marked: false },
      { text: 'x', marked: true },
    ]);
  });

  it('has no runs for an empty snippet', () => {
    expect(snippetParts('')).toEqual([]);
  });
  it('keeps any other markup as characters, and decodes entities', () => {
    expect(snippetParts('<img src=x onerror=alert(1)> &amp; <mark>a&lt;b</mark>&nbsp;')).toEqual([
      { text: '<img src=x onerror=alert(1)> & ', marked: false },
      { text: 'a<b', marked: true },
      { text: '\u00a0', marked: false },
    ]);
  });

  it('gives nothing for an empty snippet', () => {
    expect(snippetParts('')).toEqual([]);
  });
});
