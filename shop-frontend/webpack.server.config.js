// The shop remote's server build (dist/server/shop.server.js): its public pages, rendered by the API server.
'use strict';

const { createServerConfig } = require('../webpack.shared');

module.exports = createServerConfig({ dir: __dirname, name: 'shop', entry: './src/server/shop.server.tsx' });
