// Remote 'shop': the public pages, served under /remotes/shop/ and loaded by the shell.
'use strict';

const { createRemoteConfig } = require('../webpack.shared');

module.exports = createRemoteConfig({ dir: __dirname, name: 'shop', routes: './src/shop.routes.tsx' });
