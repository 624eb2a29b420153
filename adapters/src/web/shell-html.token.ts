/** DI token for the shell's built index.html. */
export const SHELL_HTML = Symbol('SHELL_HTML');

/** DI token for the PagePreloads of the built front ends (see page-preloads.ts). */
export const PAGE_PRELOADS = Symbol('PAGE_PRELOADS');
