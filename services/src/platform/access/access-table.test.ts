import { ACCESS_TABLE_END, ACCESS_TABLE_START, describeAccess, routeAccessTable, withAccessTable } from './access-table';
import { ADMINS_ONLY, publicRoute, rolesOnly, SIGNED_IN } from './declarations';

describe('the route access table', () => {
  it('says who may call each route, in path order, escaping what markdown would read as a column', () => {
    const table = routeAccessTable([
      { method: 'POST', url: '/api/b', access: ADMINS_ONLY },
      { method: 'GET', url: '/api/a', access: SIGNED_IN },
      { method: 'POST', url: '/api/auth/login', access: publicRoute('signing in: the password | the credential') },
      { method: 'GET', url: '/api/b', access: rolesOnly(['admin', 'account-executive'], { text: 'No.', readsForbidden: true }) },
    ]);
    expect(table.split('\n').map((line) => line.replace(/ +/g, ' ').replace(/-+/g, '-'))).toEqual([
      '| Route | Who may call it |',
      '| - | - |',
      '| `GET /api/a` | any signed-in user (what they reach: the access layer) |',
      '| `POST /api/auth/login` | anyone: signing in: the password \\| the credential |',
      '| `GET /api/b` | administrators or account executives (others 403) |',
      '| `POST /api/b` | administrators (others: reads 404, writes 403) |',
    ]);
    // Every line as wide as the others: a formatter has nothing to change.
    expect(new Set(table.split('\n').map((line) => line.length)).size).toBe(1);
    expect(describeAccess(rolesOnly(['external']))).toBe('brokers (external users) (others: reads 404, writes 403)');
  });

  it('replaces only what lies between the markers', () => {
    const document = `# Title\n\n${ACCESS_TABLE_START}\nold\n${ACCESS_TABLE_END}\n\nAfter.\n`;
    expect(withAccessTable(document, 'NEW')).toBe(`# Title\n\n${ACCESS_TABLE_START}\n\nNEW\n\n${ACCESS_TABLE_END}\n\nAfter.\n`);
    expect(() => withAccessTable('# no markers', 'NEW')).toThrow('SECURITY.md has no route-access markers');
  });
});
