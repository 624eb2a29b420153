// Remote 'admin': the /admin/* pages, served under /remotes/admin/ and loaded by the shell only
// when an administrator navigates there.
'use strict';

const { createFrontendConfig } = require('../webpack.shared');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'admin',
  publicPath: '/remotes/admin/',
  exposes: { './routes': './src/admin.routes.tsx' },
  withReactQuery: true,
});
