// A child compiler (html-webpack-plugin renders index.html in one) inherits the federation
// plugin's hooks. It must not provide shared modules too: @shop/ui, provided by file path, would
// be built again there, without the stylesheet plugin, and its copy emitted beside the real one.
'use strict';

class NoProvidingInChildCompilersPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('NoProvidingInChildCompilersPlugin', (compilation) => {
      compilation.hooks.childCompiler.tap('NoProvidingInChildCompilersPlugin', (child) => {
        child.hooks.finishMake.taps = child.hooks.finishMake.taps.filter((tap) => tap.name !== 'ProvideSharedPlugin');
      });
    });
  }
}

module.exports = { NoProvidingInChildCompilersPlugin };
