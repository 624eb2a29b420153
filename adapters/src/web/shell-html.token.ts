/** DI token for the shell's built index.html. */
export const SHELL_HTML = Symbol('SHELL_HTML');
