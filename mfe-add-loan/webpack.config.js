// The Add Loan remote: a module-federation container exposing its RemoteModule entry.
const { createRemoteConfig } = require('shared-ui/webpack');

module.exports = createRemoteConfig({
  name: 'mfe_add_loan',
  dir: __dirname,
  port: 3005,
  title: 'Add Loan',
  exposes: { './remote': './src/remote.tsx' },
});
