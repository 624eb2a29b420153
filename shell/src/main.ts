// An async boundary before any shared module is touched: the federation runtime negotiates the
// shared singletons (react, react-dom, react-router) while bootstrap loads. The server preloads
// the 'bootstrap' chunk group (chunk-groups.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
