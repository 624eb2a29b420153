// The link previews of the site and of every product of the launch catalogue, made at build time
// into the shell's build: `tsx tools/social-previews/build-social-previews.ts <shell folder>`
// (the shell's build runs it after webpack). Writes dist/images/social/<name>.<hash>.jpg and
// dist/social-previews.json, the list the server reads to point og:image at them.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import {
  Money,
  productPreviewContent,
  SHOP_INFO,
  SOCIAL_PREVIEWS_MANIFEST,
  sitePreviewContent,
  socialPreviewKey,
  type SocialPreviewContent,
} from '@shop/domain';
import { PRODUCT_SEEDS } from '../../adapters/src/persistence/seed/catalogue.seed-data';
import { productCard, shellPublicFiles, siteCard } from './preview-cards';

const FOLDER = ['images', 'social'];

interface Preview {
  readonly name: string;
  readonly content: SocialPreviewContent;
  readonly render: () => Promise<Buffer>;
}

function previews(shellRoot: string): Preview[] {
  const pictures = shellPublicFiles(shellRoot);
  const site = sitePreviewContent(SHOP_INFO);
  const products = PRODUCT_SEEDS.map((seed) => ({
    name: `product-${seed.id}`,
    content: productPreviewContent({ image: seed.images[0], title: seed.title, price: Money.ofRoubles(seed.priceRoubles), priceFrom: seed.priceFrom }),
  }));
  return [
    { name: 'site', content: site, render: () => siteCard(site, pictures) },
    ...products.map(({ name, content }) => ({ name, content, render: () => productCard(content, SHOP_INFO.name, pictures) })),
  ];
}

async function main(shellRoot: string): Promise<void> {
  const dist = path.join(shellRoot, 'dist');
  // Only this build's previews: a product left out of the catalogue leaves no picture behind.
  rmSync(path.join(dist, ...FOLDER), { recursive: true, force: true });
  mkdirSync(path.join(dist, ...FOLDER), { recursive: true });
  const written = [];
  for (const preview of previews(shellRoot)) {
    const jpeg = await preview.render();
    // Named by content, so a changed picture gets a new address and caches never serve the old one.
    const file = `${preview.name}.${createHash('sha256').update(jpeg).digest('hex').slice(0, 10)}.jpg`;
    writeFileSync(path.join(dist, ...FOLDER, file), jpeg);
    written.push({ key: socialPreviewKey(preview.content), path: `/${[...FOLDER, file].join('/')}` });
  }
  writeFileSync(path.join(dist, SOCIAL_PREVIEWS_MANIFEST), `${JSON.stringify({ previews: written }, null, 2)}\n`);
  console.log(`social previews: ${written.length} written to ${path.join(dist, ...FOLDER)}`);
}

main(path.resolve(process.argv[2] ?? '.')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
