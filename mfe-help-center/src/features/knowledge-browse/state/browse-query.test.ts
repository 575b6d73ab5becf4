import { browseLink, browseSelectionOf } from './browse-query';

describe('browse query', () => {
  it('reads the picked topic and page, page 1 when absent or wrong', () => {
    expect(browseSelectionOf(new URLSearchParams('tag=urla&page=3'))).toEqual({ tag: 'urla', page: 3 });
    expect(browseSelectionOf(new URLSearchParams('tag=urla&page=0'))).toEqual({ tag: 'urla', page: 1 });
    expect(browseSelectionOf(new URLSearchParams('page=x'))).toEqual({ tag: null, page: 1 });
  });

  it('links a topic and its pages, leaving page 1 out', () => {
    expect(browseLink({ tag: 'add-loan', page: 1 })).toBe('/knowledge?tag=add-loan');
    expect(browseLink({ tag: 'add-loan', page: 2 })).toBe('/knowledge?tag=add-loan&page=2');
    expect(browseLink({ tag: null, page: 1 })).toBe('/knowledge');
  });
});
