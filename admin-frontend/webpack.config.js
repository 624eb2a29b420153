// Remote 'admin': the /admin/* pages, served under /remotes/admin/ and loaded by the shell only
// when an administrator navigates there.
'use strict';

const { createRemoteConfig } = require('../webpack.shared');

module.exports = createRemoteConfig({ dir: __dirname, name: 'admin', routes: './src/admin.routes.tsx' });
