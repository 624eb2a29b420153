// Renders the logo mail clients show, /images/mail-logo.png, from the site's logo.svg: mail clients
// (Gmail, Outlook, Mail.ru, Yandex) do not draw SVG. 112 px square, shown at 56 px (sharp on retina).
// Usage (from the repo root): node tools/render-mail-logo.mjs
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SIZE = 112;
const IMAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../shell/public/images');
const OUT = resolve(IMAGES, 'mail-logo.png');

const info = await sharp(readFileSync(resolve(IMAGES, 'categories/logo.svg')), { density: 144 })
  .resize(SIZE, SIZE)
  .png({ compressionLevel: 9, palette: true })
  .toFile(OUT);
console.log(`wrote ${OUT} (${info.width}x${info.height}, ${info.size} bytes)`);
