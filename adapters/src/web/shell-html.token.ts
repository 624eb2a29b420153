/** DI token for the shell's built index.html. */
export const SHELL_HTML = Symbol('SHELL_HTML');

/** DI token for the <link rel="preload"> tags of the shop remote (see remote-preloads.ts). */
export const SHOP_PRELOADS = Symbol('SHOP_PRELOADS');
