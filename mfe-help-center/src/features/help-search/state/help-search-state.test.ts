import { HELP_EMPTY_TEXTS, emptyTextFor, helpSearchReducer, initialHelpSearchState, searchableQuery } from './help-search-state';

describe('helpSearchReducer', () => {
  it('enters search mode on focus and on typing', () => {
    expect(helpSearchReducer(initialHelpSearchState, { type: 'focused' }).mode).toBe('search');
    const typed = helpSearchReducer(initialHelpSearchState, { type: 'typed', query: 'rate lock' });
    expect(typed).toMatchObject({ mode: 'search', query: 'rate lock' });
  });

  it('clearing leaves search mode, empties the query and forgets remembered documents', () => {
    let state = helpSearchReducer(initialHelpSearchState, { type: 'typed', query: 'fees' });
    state = helpSearchReducer(state, { type: 'remembered', documentIds: ['d1'] });
    expect(helpSearchReducer(state, { type: 'cleared' })).toEqual(initialHelpSearchState);
  });
});

describe('searchableQuery', () => {
  it('ignores blank queries and trims the rest', () => {
    expect(searchableQuery('   ')).toBeNull();
    expect(searchableQuery('')).toBeNull();
    expect(searchableQuery('  appraisal ')).toBe('appraisal');
  });
});

describe('emptyTextFor', () => {
  it('says no results only after a real query was searched', () => {
    const searching = helpSearchReducer(initialHelpSearchState, { type: 'typed', query: 'aus' });
    expect(emptyTextFor(searching, 'aus')).toBe(HELP_EMPTY_TEXTS.noResults);
    expect(emptyTextFor(searching, null)).toBe(HELP_EMPTY_TEXTS.noDocumentation);
    expect(emptyTextFor(initialHelpSearchState, null)).toBe(HELP_EMPTY_TEXTS.noDocumentation);
  });
});
