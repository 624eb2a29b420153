// Writes chunk-groups.json: for each lazily loaded part named with webpackChunkName, the files
// (scripts and stylesheets) it needs, and for each shared package this build provides, its files. The server (adapters/src/web/page-preloads.ts) reads it to
// preload a page's chunks together with the remote's entry, instead of the browser discovering
// them one import after another.
'use strict';

class ChunkGroupsManifestPlugin {
  /** @param {string[]} ownShared shared packages whose own copy this build always uses */
  constructor(ownShared) {
    this.ownShared = new Set(ownShared);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const { chunkGraph } = compilation;
        const filesOf = (chunks) => chunks.flatMap((chunk) => [...chunk.files]);
        // A shared package whose own copy this build always uses (the shell's singletons, a
        // package only this remote shares) is loaded through federation's share scope from the
        // chunks of this build's provide-module, outside the group's chunks: those files belong
        // to the group too, and so do the shared packages they consume in turn (react-dom/client
        // needs react-dom).
        const provided = new Map();
        for (const module of compilation.modules) {
          if (module.type !== 'provide-module' || !this.ownShared.has(module._name)) continue;
          provided.set(
            module._name,
            module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []),
          );
        }
        const ownSharedChunks = (chunks, seen = new Set()) =>
          chunks.flatMap((chunk) =>
            [...chunkGraph.getChunkModulesIterable(chunk)]
              .filter((module) => module.type === 'consume-shared-module')
              .flatMap((module) => provided.get(module.options.shareKey) ?? [])
              .filter((source) => !seen.has(source) && seen.add(source))
              .flatMap((source) => [source, ...ownSharedChunks([source], seen)]),
          );
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          // Entry points and federation's own groups (__federation_expose_…) are not pages.
          if (group.isInitial() || name.startsWith('__')) continue;
          const files = filesOf([...group.chunks, ...ownSharedChunks(group.chunks)]);
          groups[name] = [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).sort();
        }
        // 'shared:<package>': the files of this build's own copy of a shared package, for a page
        // that will need it once its remote asks (the admin remote's react-query, the shell's @shop/ui).
        // By name: the order modules are found in varies from build to build, the file must not.
        for (const [name, chunks] of [...provided].sort(([a], [b]) => a.localeCompare(b))) {
          groups[`shared:${name}`] = [...new Set(filesOf([...chunks, ...ownSharedChunks(chunks)]))].filter((file) => /\.(js|css)$/.test(file)).sort();
        }
        compilation.emitAsset('chunk-groups.json', new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ChunkGroupsManifestPlugin };
