// An async boundary before any shared module is touched: the federation runtime negotiates the
// shared singletons (react, react-dom, react-router) while bootstrap loads.
import('./bootstrap');
