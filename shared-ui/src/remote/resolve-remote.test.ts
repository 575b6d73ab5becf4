import type { RemotesConfig } from 'shared-rules';
import { pathHasPrefix, resolveRemoteForPath, resolveRemoteForSlot } from './resolve-remote';

const entry = (name: string, routes: string[], slots: string[] = []) => ({
  name,
  manifestUrl: `http://localhost/${name}/mf-manifest.json`,
  label: name,
  routes,
  slots,
});

const config: RemotesConfig = {
  remotes: [
    entry('mfe_loan', ['/pipeline', '/dashboard', '/loan', '/ae-pipeline'], ['loan-sidebar', 'ae-sidebar']),
    entry('mfe_admin', ['/admin', '/ae-pipeline/users', '/ae-pipeline/orgs'], ['admin-sidebar']),
    entry('mfe_help_center', ['/knowledge', '/training', '/resources', '/admin/knowledge'], ['help-drawer']),
  ],
};

describe('route → remote resolution', () => {
  it('matches a prefix only on a path-segment boundary', () => {
    expect(pathHasPrefix('/loan/42/summary', '/loan')).toBe(true);
    expect(pathHasPrefix('/loan', '/loan')).toBe(true);
    expect(pathHasPrefix('/loans', '/loan')).toBe(false);
    expect(pathHasPrefix('/loan/42', '/loan/')).toBe(true);
  });

  it('picks the remote with the longest matching prefix', () => {
    expect(resolveRemoteForPath(config, '/ae-pipeline')?.name).toBe('mfe_loan');
    expect(resolveRemoteForPath(config, '/ae-pipeline/users')?.name).toBe('mfe_admin');
    expect(resolveRemoteForPath(config, '/admin/knowledge/documents')?.name).toBe('mfe_help_center');
    expect(resolveRemoteForPath(config, '/admin/users')?.name).toBe('mfe_admin');
  });

  it('returns null for paths no remote owns', () => {
    expect(resolveRemoteForPath(config, '/settings/profile')).toBeNull();
    expect(resolveRemoteForPath(config, '/')).toBeNull();
  });

  it('finds the remote that fills a slot', () => {
    expect(resolveRemoteForSlot(config, 'help-drawer')?.name).toBe('mfe_help_center');
    expect(resolveRemoteForSlot(config, 'chat-widget')).toBeNull();
  });
});
