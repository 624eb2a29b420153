// Fails the build when our code imports a react-router name that the shared client API
// (react-router-client-api.js) does not list: the build itself would compile, but a remote
// receives the shell's shared copy at run time, and that copy would not have the name.
'use strict';

const path = require('node:path');
const { REACT_ROUTER_CLIENT_API } = require('./react-router-client-api');

class ReactRouterApiGuardPlugin {
  /** @param {string} root the repository folder, to name offending files relative to it */
  constructor(root) {
    this.root = root;
  }

  apply(compiler) {
    const allowed = new Set(REACT_ROUTER_CLIENT_API);
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('ReactRouterApiGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ReactRouterApiGuardPlugin', (modules) => {
        for (const module of modules) {
          if (!module.resource || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dependency of module.dependencies) {
            if (dependency.request !== 'react-router' || !Array.isArray(dependency.ids)) continue;
            const name = dependency.ids[0];
            if (name && allowed.has(name)) continue;
            compilation.errors.push(
              new WebpackError(
                `${path.relative(this.root, module.resource)}: ${name ? `'${name}'` : 'a namespace import'} of react-router ` +
                  'is not in the shared client API. Add it to REACT_ROUTER_CLIENT_API in tools/webpack/react-router-client-api.js.',
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { ReactRouterApiGuardPlugin };
