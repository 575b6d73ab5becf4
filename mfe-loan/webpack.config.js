// The Loans remote: a module-federation container exposing its RemoteModule entry.
const { createRemoteConfig } = require('shared-ui/webpack');

module.exports = createRemoteConfig({
  name: 'mfe_loan',
  dir: __dirname,
  port: 3001,
  title: 'Loans',
  exposes: { './remote': './src/remote.tsx' },
});
