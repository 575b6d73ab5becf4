import { historyQueryOf, lastPageOf, withHistoryQuery } from './history-query';

describe('history query', () => {
  it('reads the search and a valid page from the address', () => {
    expect(historyQueryOf(new URLSearchParams('search=%20rate%20lock%20&page=3'))).toEqual({ search: 'rate lock', page: 3 });
    expect(historyQueryOf(new URLSearchParams('page=0'))).toEqual({ search: '', page: 1 });
    expect(historyQueryOf(new URLSearchParams('page=abc'))).toEqual({ search: '', page: 1 });
  });

  it('writes a new search at the first page, and keeps what the page does not own', () => {
    const params = new URLSearchParams('modal=contact-support&search=old&page=4');
    expect(withHistoryQuery(params, { search: 'new' }).toString()).toBe('modal=contact-support&search=new');
    expect(withHistoryQuery(params, { search: ' old ' }).toString()).toBe('modal=contact-support&search=old&page=4');
    expect(withHistoryQuery(params, { page: 1 }).toString()).toBe('modal=contact-support&search=old');
    expect(withHistoryQuery(params, { search: '' }).toString()).toBe('modal=contact-support');
  });

  it('counts the last page', () => {
    expect(lastPageOf(0, 20)).toBe(1);
    expect(lastPageOf(20, 20)).toBe(1);
    expect(lastPageOf(21, 20)).toBe(2);
  });
});
