// Renders the neutral item placeholder /flower-placeholder.jpg (spec §9) from an inline SVG.
// Usage (from the repo root): node tools/render-placeholder.mjs
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SIZE = 600;
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../shell/public/flower-placeholder.jpg');

// A cream tile with a soft vignette and a quiet leaf outline (stroke only, no text).
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#FAF5EC"/>
      <stop offset="1" stop-color="#F0E7D7"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.46" r="0.5">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.7"/>
      <stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <circle cx="300" cy="280" r="230" fill="url(#glow)"/>
  <g fill="none" stroke="#C9BEA8" stroke-linecap="round" stroke-linejoin="round">
    <path d="M300 452C232 402 196 330 214 250C232 176 276 142 300 118C324 142 368 176 386 250C404 330 368 402 300 452Z" stroke-width="7" fill="#EFE6D6" fill-opacity="0.55"/>
    <path d="M300 470V132" stroke-width="5"/>
    <path d="M300 206L262 176M300 206L338 176M300 262L248 226M300 262L352 226M300 322L252 288M300 322L348 288M300 382L266 356M300 382L334 356" stroke-width="4" stroke-opacity="0.8"/>
  </g>
  <path d="M300 470C296 488 288 500 276 508" fill="none" stroke="#C9BEA8" stroke-width="5" stroke-linecap="round"/>
</svg>`;

mkdirSync(dirname(OUT), { recursive: true });
const info = await sharp(Buffer.from(svg)).resize(SIZE, SIZE).flatten({ background: '#F5EEE2' }).jpeg({ quality: 80, mozjpeg: true }).toFile(OUT);
console.log(`wrote ${OUT} (${info.width}x${info.height}, ${info.size} bytes)`);
