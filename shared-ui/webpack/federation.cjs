// One webpack setup for the host and every remote: swc transpiling, content-hashed output,
// extracted CSS, the module-federation plugin with the portal's shared allow-list, and a dev
// server that proxies /api and /socket.io to services. Every package's webpack config
// (webpack.config.js; the host's .cjs) calls createHostConfig or createRemoteConfig, so the shared singletons cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { addHarnessFakes } = require('./harness-fakes.cjs');

const SERVICES_URL = process.env.SERVICES_URL || 'http://localhost:4000';

/**
 * Shared singletons. The trailing-slash keys share subpath imports (`react/jsx-runtime`,
 * `react-dom/client`, `@reduxjs/toolkit/query/react`): without them React 19 loads twice (#527).
 * Mantine has no trailing-slash key on purpose: its CSS files are imported by the host only.
 * `shared-ui` without a slash shares the main barrel only: subpaths such as `shared-ui/pdf` are
 * bundled by each remote using them. react-pdf and pdfjs-dist are not shared either: each remote
 * drawing PDFs (loans, help center) loads its own pdf.js chunk on demand, whose worker address
 * (a module-global setting) points at the worker file that remote's build emitted.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'rxjs',
  '@mantine/core',
  '@mantine/dates',
  '@mantine/hooks',
  '@mantine/notifications',
  'shared-ui',
  'shared-rules',
];

/** The portal's own packages: each build declares the range of them it was built for (its package.json). */
const PORTAL_PACKAGES = new Set(['shared-ui', 'shared-rules']);

/** The version of `packageName` the package in `dir` resolves, looked up as Node does: `dir`'s node_modules, then each parent's. */
function installedVersion(packageName, dir) {
  for (let base = dir; ; base = path.dirname(base)) {
    const manifest = path.join(base, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
    if (path.dirname(base) === base) throw new Error(`${packageName} is not installed for ${dir}`);
  }
}

/**
 * The `shared` option of ModuleFederationPlugin. Libraries are pinned to their installed version.
 * shared-ui and shared-rules require the range the building package declares in its package.json
 * (`^1.2.0`): the host checks every remote's range against the copies it runs and fences a remote it
 * cannot satisfy (host-shell/src/features/remotes/shared-version-check.ts) instead of running it
 * against the wrong copy.
 */
function sharedDependencies(dir) {
  const declared = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {};
  const shared = {};
  for (const key of SINGLETONS) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = installedVersion(packageName, dir);
    const requiredVersion = PORTAL_PACKAGES.has(packageName) ? (declared[packageName] ?? `^${version}`) : version;
    shared[key] = { singleton: true, requiredVersion, version, eager: false };
  }
  return shared;
}

function isProduction(argv) {
  return (argv && argv.mode) === 'production' || process.env.NODE_ENV === 'production';
}

function swcRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Packages that publish their TypeScript under the `source` condition (resolved first, below) are compiled too.
    exclude: /node_modules\/(?!eventsource-parser\/)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/** Pages written in MDX (the Help Center's shipped training pages) become React components at build time. */
function mdxRule() {
  return { test: /\.mdx$/, use: [{ loader: '@mdx-js/loader', options: { jsxImportSource: 'react' } }] };
}

function cssRule() {
  return {
    test: /\.css$/,
    use: [
      MiniCssExtractPlugin.loader,
      { loader: 'css-loader', options: { modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is' } } },
    ],
  };
}

function baseConfig({ name, dir, port, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // Builds run inside `npm run up` and `npm test`: show problems, not every emitted asset.
    stats: production ? 'errors-warnings' : 'minimal',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: ['source', '...'],
    },
    module: {
      rules: [swcRule(production), mdxRule(), cssRule(), { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/i, type: 'asset/resource' }],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
    ],
    performance: { hints: false },
    // swc's minifier instead of webpack's default (Terser, two compress passes): measured in the README.
    optimization: {
      minimizer: [
        new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } } }),
      ],
    },
    experiments: {},
    devServer: {
      port,
      host: 'localhost',
      allowedHosts: 'all',
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
      },
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [{ context: ['/api', '/socket.io'], target: SERVICES_URL, ws: true, changeOrigin: true }],
    },
  };
}

function federationPlugin({ name, dir, exposes, runtimePlugins, filename }) {
  return new ModuleFederationPlugin({
    name,
    filename,
    exposes,
    remotes: {},
    shared: sharedDependencies(dir),
    shareStrategy: 'loaded-first',
    runtimePlugins: runtimePlugins || [],
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    experiments: { asyncStartup: true },
  });
}

/**
 * webpack config for a remote: a container (`remoteEntry.<hash>.js` + `mf-manifest.json`)
 * exposing `exposes`; in development, also the team's standalone harness from `dev/index.tsx`.
 *
 * @param {{ name: string, dir: string, port: number, exposes: Record<string, string>, title?: string }} options
 */
function createRemoteConfig({ name, dir, port, exposes, title }) {
  return (_env, argv) => {
    const production = isProduction(argv);
    const config = baseConfig({ name, dir, port, production });
    const harnessEntry = path.join(dir, 'dev', 'index.tsx');
    const withHarness = !production && fs.existsSync(harnessEntry);
    config.entry = withHarness ? { harness: harnessEntry } : {};
    config.plugins.push(
      federationPlugin({
        name,
        dir,
        exposes,
        filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
      }),
    );
    if (withHarness) {
      config.plugins.push(new HtmlWebpackPlugin({ templateContent: harnessHtml(title || name), chunks: ['harness'], publicPath: '/' }));
      addHarnessFakes(config);
    }
    return config;
  };
}

/**
 * webpack config for the host: loads remotes only at run time (no static `remotes`), with the
 * given runtime plugins (failure reporting, retries).
 *
 * @param {{ name: string, dir: string, port: number, entry: string, template: string, runtimePlugins?: string[] }} options
 */
function createHostConfig({ name, dir, port, entry, template, runtimePlugins }) {
  return (_env, argv) => {
    const production = isProduction(argv);
    const config = baseConfig({ name, dir, port, production });
    config.entry = { main: entry };
    config.plugins.push(
      federationPlugin({
        name,
        dir,
        exposes: {},
        runtimePlugins,
        filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
      }),
      // The host serves deep links (/loan/1/summary) from one index.html: its assets must be root-relative.
      new HtmlWebpackPlugin({ template, chunks: ['main'], scriptLoading: 'defer', publicPath: '/' }),
      // The build this bundle is (BUILD_ID, which `npm run build` also gives services): the new-version
      // check compares GET /api/version with it. Empty for a build without one (development).
      new DefinePlugin({ __PORTAL_BUILD_ID__: JSON.stringify(process.env.BUILD_ID || '') }),
    );
    return config;
  };
}

function harnessHtml(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title} — standalone</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

module.exports = { createRemoteConfig, createHostConfig, sharedDependencies, SINGLETONS };
