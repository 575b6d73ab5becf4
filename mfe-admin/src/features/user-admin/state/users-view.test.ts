import { usersListQuery, usersViewFromParams, usersViewParams } from './users-view';

describe('the users view', () => {
  it('reads the filters, order and page from the address and writes back only what differs from the defaults', () => {
    const view = usersViewFromParams(
      new URLSearchParams('search= riley &userType=external&orgId=org-summit&status=disabled&sort=createdAt&direction=desc&page=3'),
    );
    expect(view).toEqual({
      search: 'riley',
      userType: 'external',
      orgId: 'org-summit',
      status: 'disabled',
      sort: 'createdAt',
      direction: 'desc',
      page: 3,
    });
    expect(usersViewParams(view)).toEqual({
      search: 'riley',
      userType: 'external',
      orgId: 'org-summit',
      status: 'disabled',
      sort: 'createdAt',
      direction: 'desc',
      page: '3',
    });
    expect(usersListQuery(view)).toEqual({
      page: 3,
      pageSize: 25,
      search: 'riley',
      userType: 'external',
      orgId: 'org-summit',
      status: 'disabled',
      sort: 'createdAt',
      direction: 'desc',
    });
  });

  it('falls back to everyone by name, page 1, for values it does not know', () => {
    const view = usersViewFromParams(new URLSearchParams('userType=robot&orgId=<script>&status=gone&sort=salary&direction=up&page=-2'));
    expect(view).toEqual({ search: '', userType: null, orgId: null, status: null, sort: 'name', direction: 'asc', page: 1 });
    expect(usersViewParams(view)).toEqual({});
    expect(usersListQuery(view)).toEqual({ page: 1, pageSize: 25, sort: 'name', direction: 'asc' });
  });

  it('keeps the direction in the address when only it differs', () => {
    expect(usersViewParams({ ...usersViewFromParams(new URLSearchParams()), direction: 'desc' })).toEqual({
      sort: 'name',
      direction: 'desc',
    });
  });
});
