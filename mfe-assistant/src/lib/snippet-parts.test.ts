import { snippetParts } from './snippet-parts';

describe('snippetParts', () => {
  it('splits the matched words out of the text', () => {
    expect(snippetParts('Locks can be <mark>extended</mark> up to 15 days')).toEqual([
      { text: 'Locks can be ', marked: false },
      { text: 'extended', marked: true },
      { text: ' up to 15 days', marked: false },
    ]);
  });

  it('keeps any other markup as characters, and decodes entities', () => {
    expect(snippetParts('<img src=x onerror=alert(1)> &amp; <mark>a&lt;b</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> & ', marked: false },
      { text: 'a<b', marked: true },
    ]);
  });

  it('gives nothing for an empty snippet', () => {
    expect(snippetParts('')).toEqual([]);
  });
});
