// Renders the launch catalogue's pictures and the landing's illustrations as WebP beside their SVG
// sources (shell/public/images/{products,flowers,categories}/NAME.webp), the files the pages show.
// A browser draws an SVG picture on the page's main thread (its own document: style, layout and
// paint, 15–40 ms each for these on a phone), while a raster picture is decoded off it; search
// engines and mail clients also take raster pictures only. The logo stays SVG: it is small and simple.
// Sizes cover the largest place each is shown at on a phone's screen (DPR 1.75) and a desktop's.
// Usage (from the repo root): node tools/render-pictures.mjs
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const IMAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../shell/public/images');
const QUALITY = 78;
/** The longest side of each folder's pictures, in pixels. */
const LONGEST_SIDE = { products: 640, flowers: 480, categories: 800 };
/** The landing's wide picture fills half a desktop screen. */
const OWN_LONGEST_SIDE = { 'categories/hero.svg': 1600 };
const VECTOR_ONLY = new Set(['logo.svg']);

for (const [folder, longestSide] of Object.entries(LONGEST_SIDE)) {
  for (const name of readdirSync(resolve(IMAGES, folder)).filter((file) => file.endsWith('.svg') && !VECTOR_ONLY.has(file))) {
    const source = resolve(IMAGES, folder, name);
    const target = source.replace(/\.svg$/, '.webp');
    const side = OWN_LONGEST_SIDE[`${folder}/${name}`] ?? longestSide;
    const info = await sharp(source, { density: 144 }).resize(side, side, { fit: 'inside' }).webp({ quality: QUALITY, effort: 6 }).toFile(target);
    console.log(`wrote ${folder}/${name.replace(/\.svg$/, '.webp')} (${info.width}x${info.height}, ${info.size} bytes)`);
  }
}
