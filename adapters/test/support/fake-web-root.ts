import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Money, productPreviewContent, SHOP_INFO, sitePreviewContent, socialPreviewKey } from '@shop/domain';

/** A stand-in for the built shell: the server only needs its index.html and one static file. */
export function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(root, 'shell', 'dist', 'static'), { recursive: true });
  mkdirSync(path.join(root, 'shop-frontend', 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'admin-frontend', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="ru"><head><meta charset="utf-8" /><!--app-head--><title>Default</title><!--/app-head--></head><body><noscript>Включите JavaScript.</noscript><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'shell', 'dist', 'static', 'app.0123abcd.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'shell', 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The link previews the build makes: the site's and product 1's as seeded (8 000 ₽).
  mkdirSync(path.join(root, 'shell', 'dist', 'images', 'social'), { recursive: true });
  const product1 = productPreviewContent({
    image: '/images/products/p1-1.webp',
    title: 'Флорариум «Геометрия»',
    price: Money.ofRoubles(8000),
    priceFrom: false,
  });
  const previews = [
    { key: socialPreviewKey(sitePreviewContent(SHOP_INFO)), path: '/images/social/site.0a1b2c3d4e.jpg' },
    { key: socialPreviewKey(product1), path: '/images/social/product-1.5f6e7d8c9b.jpg' },
  ];
  for (const preview of previews) writeFileSync(path.join(root, 'shell', 'dist', ...preview.path.split('/').filter(Boolean)), 'jpeg');
  writeFileSync(path.join(root, 'shell', 'dist', 'social-previews.json'), JSON.stringify({ previews }));
  writeFileSync(path.join(root, 'shop-frontend', 'dist', 'remoteEntry.js'), 'var shop;');
  // Pre-compressed copies, as the production build writes them beside each file.
  for (const file of [path.join(root, 'shop-frontend', 'dist', 'remoteEntry.js'), path.join(root, 'shell', 'dist', 'static', 'app.0123abcd.js')]) {
    writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file)));
  }
  writeFileSync(
    path.join(root, 'shell', 'dist', 'chunk-groups.json'),
    JSON.stringify({
      bootstrap: ['static/js/react.1111aaaa.js', 'static/css/bootstrap.2222bbbb.css'],
      'shared:react': ['static/js/react.1111aaaa.js'],
      'shared:@shop/ui': ['static/css/ui.6666ffff.css', 'static/js/ui.6666ffff.js'],
    }),
  );
  writeFileSync(
    path.join(root, 'shop-frontend', 'dist', 'chunk-groups.json'),
    JSON.stringify({
      'catalogue-data': ['static/js/query.3333cccc.js'],
      'product-page': ['static/js/product-page.4444dddd.js'],
      'category-page': ['static/js/category-page.5555eeee.js'],
    }),
  );
  writeFileSync(
    path.join(root, 'shop-frontend', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: '/remotes/shop/', remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['static/js/routes.1234abcd.js'] }, css: { sync: ['static/css/routes.1234abcd.css'] } } }],
    }),
  );
  writeFileSync(
    path.join(root, 'admin-frontend', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: '/remotes/admin/', remoteEntry: { name: 'remoteEntry.js' } },
      shared: [{ name: 'react' }, { name: '@shop/ui' }, { name: '@tanstack/react-query' }],
      exposes: [{ path: './routes', assets: { js: { sync: ['static/js/routes.9876fedc.js'] }, css: { sync: ['static/css/routes.9876fedc.css'] } } }],
    }),
  );
  writeFileSync(
    path.join(root, 'admin-frontend', 'dist', 'chunk-groups.json'),
    JSON.stringify({ 'shared:@tanstack/react-query': ['static/js/query.7777abab.js'] }),
  );
  return root;
}
