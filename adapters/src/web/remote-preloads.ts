import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { frontEndBuilds } from './front-end-paths';

interface FederationManifest {
  metaData: { publicPath: string; remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * <link rel="preload"> tags for what the shell fetches one after the other before a shop page can
 * render (the shop remote's manifest, its entry, its routes chunk and stylesheet): the browser
 * then fetches them in parallel with the shell's own script. Empty when the remote is not built.
 */
export function shopRemotePreloads(webRoot: string): string {
  const shop = frontEndBuilds(webRoot).find((build) => build.name === 'shop');
  const file = shop && path.join(shop.root, 'mf-manifest.json');
  if (!file || !existsSync(file)) return '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  const base = manifest.metaData.publicPath;
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  return [
    `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous" />`,
    `<link rel="preload" href="${base}${manifest.metaData.remoteEntry.name}" as="script" />`,
    ...(routes?.assets.js.sync ?? []).map((js) => `<link rel="preload" href="${base}${js}" as="script" />`),
    ...(routes?.assets.css.sync ?? []).map((css) => `<link rel="preload" href="${base}${css}" as="style" />`),
  ].join('\n    ');
}
