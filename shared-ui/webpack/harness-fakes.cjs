// `HARNESS_FAKES=1 npm run dev -w <remote>`: the standalone harness answers services requests from
// the remote's jest handler set (`src/testing/handlers.ts`) in an MSW service worker, and signs in
// without services. Without the variable the harness and the builds are as before.
const path = require('node:path');
const { DefinePlugin } = require('webpack');

const harnessFakes = process.env.HARNESS_FAKES === '1';
const sharedUi = path.join(__dirname, '..');
// Served as is, so the worker always matches the installed msw (no copy to keep up to date).
const workerScript = path.join(path.dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');

/** Adds the harness's fake-services mode to a remote's development config (which has a harness). */
function addHarnessFakes(config) {
  // `dev/index.tsx` reads it; false leaves the handler set and msw out of the bundle.
  config.plugins.push(new DefinePlugin({ __HARNESS_FAKES__: JSON.stringify(harnessFakes) }));
  if (!harnessFakes) return config;
  // The handler set imports `shared-ui/testing`, whose jest server (msw/node) cannot run in a
  // browser: the harness gets the handler kit alone.
  config.resolve.alias = { ...config.resolve.alias, 'shared-ui/testing$': path.join(sharedUi, 'src', 'harness', 'handler-kit.ts') };
  config.devServer.setupMiddlewares = (middlewares, devServer) => {
    devServer.app.get('/mockServiceWorker.js', (_request, response) => response.sendFile(workerScript));
    return middlewares;
  };
  return config;
}

module.exports = { addHarnessFakes };
