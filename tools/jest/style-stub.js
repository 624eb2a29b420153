// A stylesheet imported for its side effect (css-loader in the build): nothing to run in a jsdom test.
module.exports = {};
