// The shell's server build (dist/server/shell.server.js): the layout the API server renders pages in.
'use strict';

const { createServerConfig } = require('../webpack.shared');

module.exports = createServerConfig({ dir: __dirname, name: 'shell', entry: './src/server/shell.server.tsx' });
