import * as path from 'node:path';

/** Where each front end's build lands and the URL prefix it is served under. */
export function frontEndBuilds(webRoot: string) {
  return [
    { name: 'shell', root: path.join(webRoot, 'shell', 'dist'), prefix: '/' },
    { name: 'shop', root: path.join(webRoot, 'shop-frontend', 'dist'), prefix: '/remotes/shop/' },
    { name: 'admin', root: path.join(webRoot, 'admin-frontend', 'dist'), prefix: '/remotes/admin/' },
  ] as const;
}
