// jsdom's window lacks TextEncoder/TextDecoder, which every browser has and react-router needs: Node's own.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
