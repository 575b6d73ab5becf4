const path = require('node:path');
const { createHostConfig } = require('shared-ui/webpack');

module.exports = createHostConfig({
  name: 'host_shell',
  dir: __dirname,
  port: 3000,
  entry: './src/index.tsx',
  template: path.join(__dirname, 'public', 'index.html'),
  runtimePlugins: [path.join(__dirname, 'src', 'features', 'remotes', 'error-load-remote-plugin.ts')],
});
