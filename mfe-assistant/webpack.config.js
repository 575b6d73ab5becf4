// The Assistant remote: a module-federation container exposing its RemoteModule entry.
const { createRemoteConfig } = require('shared-ui/webpack');

module.exports = createRemoteConfig({
  name: 'mfe_assistant',
  dir: __dirname,
  port: 3004,
  title: 'Assistant',
  exposes: { './remote': './src/remote.tsx' },
});
