// Host: owns the page (layout, routing) and loads the 'shop' and 'admin' remotes at runtime.
'use strict';

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { createFrontendConfig } = require('../webpack.shared');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'shell',
  publicPath: '/',
  entry: { main: './src/main.ts' },
  runtimePlugins: [path.join(__dirname, 'src/federation/remote-fallback.runtime-plugin.ts')],
  plugins: () => [
    new HtmlWebpackPlugin({
      template: './src/index.html',
      scriptLoading: 'defer',
      // The server swaps the <!--app-head--> ... <!--/app-head--> block per route: keep comments.
      minify: false,
    }),
    new CopyWebpackPlugin({
      patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }],
    }),
  ],
});
