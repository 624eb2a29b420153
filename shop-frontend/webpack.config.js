// Remote 'shop': the public pages, served under /remotes/shop/ and loaded by the shell.
'use strict';

const { createFrontendConfig } = require('../webpack.shared');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'shop',
  publicPath: '/remotes/shop/',
  exposes: { './routes': './src/shop.routes.tsx' },
  withReactQuery: true,
});
