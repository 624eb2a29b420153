// webpack's deterministic module ids, numbered from names without the folder the repository is in.
// The stock plugin hashes each module's identifier made relative to the build's folder, but
// federation's identifiers keep absolute paths: a provided shared module ends in
// ' = /abs/node_modules/react/index.js', and the runtime entry is written to
// node_modules/.federation/entry.<hash>.js, the hash taken over a template of absolute paths (the
// container entry names that file). Their ids, and through id collisions their neighbours', would
// differ from one checkout to another. The same sources must give the same files wherever they are
// built: a CI clone, a build server, Nx's cache replaying another checkout's build.
//
// It reaches into webpack's internals (webpack/lib/ids/IdHelpers, the helpers the stock
// DeterministicModuleIdsPlugin is built from), so check it when webpack moves past 5.111.
'use strict';

class FolderIndependentModuleIdsPlugin {
  /** @param {string} root the repository folder, left out of the names ids are hashed from */
  constructor(root) {
    this.root = root;
  }

  apply(compiler) {
    const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');
    const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');
    const name = 'FolderIndependentModuleIdsPlugin';
    const folderFree = (module) =>
      getFullModuleName(module, compiler.context, compiler.root)
        .split(this.root)
        .join('<repository>')
        .replace(/(\.federation\/entry)\.[0-9a-f]+\.js(\|[0-9a-f]+)?/g, '$1.js');
    compiler.hooks.compilation.tap(name, (compilation) => {
      compilation.hooks.moduleIds.tap(name, () => {
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        // As webpack's DeterministicModuleIdsPlugin with its defaults (3 digits to start with).
        assignDeterministicIds(
          modules,
          folderFree,
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            if (usedIds.has(`${id}`)) return false;
            usedIds.add(`${id}`);
            compilation.chunkGraph.setModuleId(module, id);
            return true;
          },
          [1000],
          10,
          usedIds.size,
        );
      });
    });
  }
}

module.exports = { FolderIndependentModuleIdsPlugin };
