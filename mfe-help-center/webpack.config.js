// The Help Center remote: a module-federation container exposing its RemoteModule entry.
const { createRemoteConfig } = require('shared-ui/webpack');

module.exports = createRemoteConfig({
  name: 'mfe_help_center',
  dir: __dirname,
  port: 3003,
  title: 'Help Center',
  exposes: { './remote': './src/remote.tsx' },
});
