/** DI token for the shell's built index.html (a FromBuildFiles<string>: read again after a deploy). */
export const SHELL_HTML = Symbol('SHELL_HTML');

/** DI token for the link previews of the shell's build (a FromBuildFiles<SocialPreviewPaths>, see social-previews.ts). */
export const SOCIAL_PREVIEWS = Symbol('SOCIAL_PREVIEWS');

/** DI token for the PagePreloads of the built front ends (a FromBuildFiles<PagePreloads>, see page-preloads.ts). */
export const PAGE_PRELOADS = Symbol('PAGE_PRELOADS');
