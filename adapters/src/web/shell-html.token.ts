/** DI token for the shell's built index.html (a FromBuildFiles<string>: read again after a deploy). */
export const SHELL_HTML = Symbol('SHELL_HTML');

/** DI token for the PagePreloads of the built front ends (a FromBuildFiles<PagePreloads>, see page-preloads.ts). */
export const PAGE_PRELOADS = Symbol('PAGE_PRELOADS');
