import { conversationsListQuery, conversationsViewFromParams, conversationsViewParams } from './conversations-view';

describe('the conversations view', () => {
  it('reads the search, page and open transcript from the address, and writes back only what is not default', () => {
    expect(conversationsViewFromParams(new URLSearchParams())).toEqual({ search: '', page: 1, openId: null });
    expect(conversationsViewFromParams(new URLSearchParams('page=-2'))).toEqual({ search: '', page: 1, openId: null });
    const view = conversationsViewFromParams(new URLSearchParams('search=%20lock%20&page=3&open=c-1'));
    expect(view).toEqual({ search: 'lock', page: 3, openId: 'c-1' });
    expect(conversationsViewParams(view)).toEqual({ search: 'lock', page: '3', open: 'c-1' });
    expect(conversationsViewParams({ search: '', page: 1, openId: null })).toEqual({});
    expect(conversationsListQuery(view)).toEqual({ page: 3, pageSize: 20, search: 'lock' });
    expect(conversationsListQuery({ search: '', page: 1, openId: null })).toEqual({ page: 1, pageSize: 20 });
  });
});
