// One webpack 5 + Module Federation setup for the three front ends (shell, shop, admin), so the
// shared block, loaders and output rules cannot drift apart. Each app's webpack.config.js only
// says who it is: its name, where it is served from, what it exposes, which runtime plugins it uses.
// The custom plugins live in tools/webpack/, one per file, each saying why it exists.
//
// Served paths (fixed contract with adapters/): shell at '/', remotes under '/remotes/<name>/'.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const zlib = require('node:zlib');
const { ChunkGroupsManifestPlugin } = require('./tools/webpack/chunk-groups-manifest.plugin');
const { FolderIndependentModuleIdsPlugin } = require('./tools/webpack/folder-independent-module-ids.plugin');
const { NoProvidingInChildCompilersPlugin } = require('./tools/webpack/no-providing-in-child-compilers.plugin');
const { ReactRouterApiGuardPlugin } = require('./tools/webpack/react-router-api-guard.plugin');
const { reactRouterClientModule } = require('./tools/webpack/react-router-client-api');

const ROOT = __dirname;
const DOMAIN_ENTRY = path.join(ROOT, 'domain/src/index.ts');
const UI_ENTRY = path.join(ROOT, 'ui/src/index.ts');
const UI_VERSION = require('./ui/package.json').version;

function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })).version;
}

// ---------------------------------------------------------------------------------------------
// The shared block every container declares. React, react-dom and the router must be singletons:
// a remote's <Routes> reads the host's router context, which only works with one copy of each.
// @tanstack/react-query is shared by the remotes that fetch data; the shell does not use it, so
// it neither bundles nor provides it.
//
// @shop/ui (the dialog, toast and form field of both remotes) is a workspace package shared as a
// singleton, not a module the shell exposes: a remote importing from its host would make the host
// a remote of its own remotes (a dependency cycle), and the remote could no longer render without
// a running shell, on the server (server rendering of the remotes comes next) or in a test. As a
// package it resolves everywhere; at run time both remotes take the shell's copy, so a visitor
// downloads it once, with the first page that uses it. `import` names its entry file, which makes
// the shell provide it although no code of the shell imports it; relative to the build's folder,
// so the build does not depend on where the repository is checked out.
// ---------------------------------------------------------------------------------------------
function sharedModules({ withReactQuery, context }) {
  const singleton = (pkg, extra = {}) => ({
    singleton: true,
    requiredVersion: `^${installedVersion(pkg)}`,
    strictVersion: false,
    ...extra,
  });
  const shared = {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    // Resolved to the generated client-API module (see resolve.alias), so the version cannot be
    // read from a package.json next to it: state it.
    'react-router': singleton('react-router', { version: installedVersion('react-router') }),
    '@shop/ui': { singleton: true, requiredVersion: `^${UI_VERSION}`, strictVersion: false, version: UI_VERSION, import: relativeRequest(context, UI_ENTRY) },
  };
  if (withReactQuery) shared['@tanstack/react-query'] = singleton('@tanstack/react-query');
  return shared;
}

/** `file` as a request relative to `context` ('../ui/src/index.ts'). */
function relativeRequest(context, file) {
  const request = path.relative(context, file).split(path.sep).join('/');
  return request.startsWith('.') ? request : `./${request}`;
}

/**
 * The shell registers its copies of every shared package first ('loaded-first'), so they are the
 * ones used; a remote's own copy is used only for what the shell does not share (react-query).
 */
function ownSharedPackages(isRemote, shared) {
  const hostShared = sharedModules({ withReactQuery: false, context: ROOT });
  return Object.keys(shared).filter((pkg) => !isRemote || !(pkg in hostShared));
}

function swcRule(isProduction) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        // The repository's .swcrc targets Node (CommonJS, decorators); browser code must stay ESM
        // so webpack can tree-shake and split it.
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !isProduction } },
        },
      },
    },
  };
}

function cssRule() {
  return {
    test: /\.css$/,
    use: [
      MiniCssExtractPlugin.loader,
      // Root-relative urls ('/images/...') are files the server serves from the shell, not modules.
      { loader: 'css-loader', options: { url: { filter: (url) => !url.startsWith('/') } } },
    ],
  };
}

/**
 * Entry-chunk file names: content-hashed, except for one early call. With webpack 5.111 the
 * federation runtime module asks for the name of its own chunk while webpack is still hashing
 * (module-federation/core#5077), when [contenthash] does not exist yet and getPath throws. It only
 * derives the folder depth from that name, so the early call gets an unhashed name in the same
 * folder; the emitted files are hashed as usual.
 */
function entryFilename(hashed) {
  const template = `static/js/${hashed}.js`;
  if (!template.includes('[contenthash')) return template;
  return (pathData) => (pathData.chunk?.contentHash?.javascript ? template : 'static/js/[name].js');
}

/**
 * Trims the federation runtime each build carries: all three run in browsers only, the shell
 * registers the remotes by their remoteEntry.js (no manifest snapshots), and a remote never loads
 * other remotes, so its remoteEntry.js can drop remote loading too.
 */
function federationRuntimeOptimization(isRemote) {
  return isRemote ? { target: 'web', disableRemote: true, disableSnapshot: true } : { target: 'web', disableSnapshot: true };
}

/**
 * One federation runtime per page. The shell bundles @module-federation/runtime-core and
 * publishes it as the global _FEDERATION_RUNTIME_CORE, through the runtime plugin
 * @module-federation/inject-external-runtime-core-plugin (it sets the global before the shell's
 * federation instance starts); a remote takes runtime-core from that global (experiments.
 * externalRuntime externalizes the module) instead of carrying its own copy in remoteEntry.js.
 *
 * The shell adds that runtime plugin itself, by its ES module file, instead of setting
 * experiments.provideExternalRuntime: that option adds require.resolve(plugin), the CommonJS
 * build, which requires runtime-core's CommonJS build, a second copy of the runtime in main.js.
 *
 * A remote built this way runs only in a page whose host provides the runtime (the shell): it
 * cannot be loaded on its own, and a build rendering a remote outside the shell (on the server)
 * must not take this option.
 */
function externalRuntimeOptions(isRemote) {
  if (isRemote) return { experiments: { externalRuntime: true }, runtimePlugins: [] };
  // Resolved from @module-federation/enhanced, whose dependency it is (same version as the runtime).
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced', { paths: [ROOT] }));
  return { experiments: {}, runtimePlugins: [esmEntry('@module-federation/inject-external-runtime-core-plugin', enhancedDir)] };
}

/** The file a package's `import` export condition names (its ES module build), resolved from `from`. */
function esmEntry(pkg, from) {
  let dir = path.dirname(require.resolve(pkg, { paths: [from] }));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entry = exports['.'].import;
  return path.join(dir, typeof entry === 'string' ? entry : entry.default);
}

/**
 * @param {object} app
 * @param {string} app.dir           absolute path of the app folder
 * @param {string} app.name          federation container name ('shell', 'shop', 'admin')
 * @param {string} app.publicPath    URL prefix the server serves dist/ under
 * @param {Record<string,string>} [app.entry]    webpack entries (the shell's bootstrapper)
 * @param {Record<string,string>} [app.exposes]  modules a remote exposes
 * @param {string[]} [app.runtimePlugins]        federation runtime plugins (file paths)
 * @param {boolean} [app.withReactQuery]         share @tanstack/react-query
 * @param {(mode: string) => import('webpack').WebpackPluginInstance[]} [app.plugins] extra plugins
 */
function createFrontendConfig(app) {
  const isRemote = Boolean(app.exposes);
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProduction = mode === 'production';
    const hashed = isProduction ? '[name].[contenthash:8]' : '[name]';
    const shared = sharedModules({ withReactQuery: Boolean(app.withReactQuery), context: app.dir });
    const externalRuntime = externalRuntimeOptions(isRemote);
    return {
      mode,
      context: app.dir,
      // Remotes have no page of their own: the container entry (remoteEntry.js) is their entry.
      entry: app.entry || {},
      target: 'web',
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: app.publicPath,
        filename: entryFilename(hashed),
        chunkFilename: `static/js/${hashed}.js`,
        assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
        uniqueName: `shop_${app.name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: {
          '@shop/domain$': DOMAIN_ENTRY,
          'react-router$': reactRouterClientModule(ROOT),
        },
      },
      module: { rules: [swcRule(isProduction), cssRule(), { test: /\.woff2$/, type: 'asset/resource' }] },
      plugins: [
        new MiniCssExtractPlugin({
          filename: `static/css/${hashed}.css`,
          chunkFilename: `static/css/${hashed}.css`,
        }),
        new ModuleFederationPlugin({
          name: app.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
          // No static remotes: the shell registers them at runtime from window.location.origin,
          // and 'loaded-first' keeps the runtime from fetching every registered remote's entry
          // just to compare shared versions (the admin remote must never load for customers).
          remotes: {},
          shareStrategy: 'loaded-first',
          shared,
          runtimePlugins: [...externalRuntime.runtimePlugins, ...(app.runtimePlugins || [])],
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          experiments: { optimization: federationRuntimeOptimization(isRemote), ...externalRuntime.experiments },
        }),
        new NoProvidingInChildCompilersPlugin(),
        new FolderIndependentModuleIdsPlugin(ROOT),
        new ReactRouterApiGuardPlugin(ROOT),
        new ChunkGroupsManifestPlugin(ownSharedPackages(isRemote, shared)),
        ...(app.plugins ? app.plugins(mode) : []),
        // Pre-compressed copies, served as they are by the API (@fastify/static preCompressed)
        // and by nginx (gzip_static).
        ...(isProduction ? precompression() : []),
      ],
      optimization: {
        moduleIds: false, // FolderIndependentModuleIdsPlugin
        chunkIds: 'deterministic',
        // webpack 5.111 minifies emitted .html too, which strips the <!--app-head--> markers the
        // server replaces per route.
        minimizeOptions: { html: false },
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      // Budgets are measured on the whole first load (shell + shop), not per file.
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * A remote: served under '/remotes/<name>/', exposing its routes as './routes' (the shell loads
 * 'shop/routes' and 'admin/routes'), and sharing react-query with the other remote.
 * @param {{ dir: string, name: string, routes: string }} remote
 */
function createRemoteConfig({ dir, name, routes }) {
  return createFrontendConfig({ dir, name, publicPath: `/remotes/${name}/`, exposes: { './routes': routes }, withReactQuery: true });
}

function precompression() {
  const test = /\.(js|css|svg|json|html)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * The server build of a front end, beside its browser build: one CommonJS file,
 * dist/server/<name>.server.js, that the API server loads at run time to render pages. The
 * packages the browser builds share as singletons stay outside it (required from node_modules by
 * the server), so the shell's and the remote's server code render with one React, one router and
 * one react-query, as they do in the browser; everything else, @shop/ui included, is bundled.
 * Stylesheets are the browser build's business: here they are inert text.
 * @param {{ dir: string, name: string, entry: string }} app
 */
function createServerConfig({ dir, name, entry }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const { optimize } = require('webpack');
    const external = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/static', 'react-router', '@tanstack/react-query'];
    return {
      mode,
      context: dir,
      target: 'node',
      entry: { [`${name}.server`]: entry },
      devtool: false,
      output: { path: path.join(dir, 'dist', 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
      externals: Object.fromEntries(external.map((pkg) => [pkg, `commonjs ${pkg}`])),
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: { '@shop/domain$': DOMAIN_ENTRY } },
      module: { rules: [swcRule(mode === 'production'), { test: /\.css$/, type: 'asset/source' }] },
      // Lazily imported pages are already here when a request renders: one file, no chunk loading.
      plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      optimization: { minimize: false, moduleIds: 'deterministic' },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createFrontendConfig, createRemoteConfig, createServerConfig };
