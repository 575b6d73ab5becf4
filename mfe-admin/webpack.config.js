// The Administration remote: a module-federation container exposing its RemoteModule entry.
const { createRemoteConfig } = require('shared-ui/webpack');

module.exports = createRemoteConfig({
  name: 'mfe_admin',
  dir: __dirname,
  port: 3002,
  title: 'Administration',
  exposes: { './remote': './src/remote.tsx' },
});
