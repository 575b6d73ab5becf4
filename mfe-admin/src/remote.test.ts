import { ADMINISTRATORS_PAGE, LENDER_STAFF_PAGE } from 'shared-ui';
import remote from './remote';

describe('the administration remote’s pages', () => {
  it('are for administrators, but for the broker directory, which lender staff open', () => {
    const access = Object.fromEntries(remote.routes.map((route) => [route.path, route.access]));
    for (const [path, declared] of Object.entries(access)) {
      expect([path, declared]).toEqual([path, path.startsWith('/ae-pipeline/') ? LENDER_STAFF_PAGE : ADMINISTRATORS_PAGE]);
    }
    expect(Object.keys(access)).toEqual(
      expect.arrayContaining(['/admin/users', '/admin/tenants', '/ae-pipeline/users', '/ae-pipeline/orgs']),
    );
  });
});
