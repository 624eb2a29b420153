// The two layouts of a link preview, 1200×630 on the shop's colours: a product (its picture, title
// and price) and the site (the shop's picture, name and tagline). Drawn as SVG with the text in
// outlines (lora-text.ts), pictures composited by sharp, written as JPEG.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { SOCIAL_PREVIEW_IMAGE, type SocialPreviewContent } from '@shop/domain';
import sharp, { type OverlayOptions } from 'sharp';
import { fitText, textPathData, type TextStyle } from './lora-text';

const { width: WIDTH, height: HEIGHT } = SOCIAL_PREVIEW_IMAGE;

/** shell/src/styles/shell.css */
const COLOURS = { cream: '#f8f4ea', forest: '#1f4d3a', forestDark: '#15382a', sageLight: '#dde8d8', terracotta: '#ad512d', muted: '#56665c', white: '#fffdf8' };

const LOGO = '/images/categories/logo.svg';

/** Where the build finds a picture named by its address on the site ('/images/products/p1-1.svg'). */
export type PictureFile = (address: string) => string;

const text = (line: string, x: number, y: number, style: TextStyle, fill: string) => `<path d="${textPathData(line, x, y, style)}" fill="${fill}"/>`;

/** Lines set one under another from the baseline `y`, each `leading` × size apart; returns the SVG and the last baseline. */
function lines(all: readonly string[], x: number, y: number, style: TextStyle, fill: string, leading = 1.18): { svg: string; lastBaseline: number } {
  const step = Math.round(style.size * leading);
  return { svg: all.map((line, index) => text(line, x, y + index * step, style, fill)).join(''), lastBaseline: y + (all.length - 1) * step };
}

/** A picture of the site filling `width` × `height`, its corners rounded by `radius`. */
async function picture(file: string, box: { width: number; height: number; radius: number }): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg width="${box.width}" height="${box.height}"><rect width="${box.width}" height="${box.height}" rx="${box.radius}" fill="#fff"/></svg>`,
  );
  return sharp(readFileSync(file), { density: 144 })
    .resize(box.width, box.height, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

const logo = (pictureFile: PictureFile, size: number) =>
  sharp(readFileSync(pictureFile(LOGO)), { density: 144 })
    .resize(size, size)
    .png()
    .toBuffer();

async function toJpeg(svg: string, layers: OverlayOptions[]): Promise<Buffer> {
  return sharp(Buffer.from(svg)).composite(layers).flatten({ background: COLOURS.cream }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

const BRAND = { weight: 700, size: 30 } as const;
const NOTE = { weight: 400, size: 26 } as const;
const DELIVERY_NOTE = 'Доставка по Москве · самовывоз';

/** A product: its picture on the left, the shop's name, the title (up to 3 lines) and the price on the right. */
export async function productCard(content: SocialPreviewContent, brand: string, pictureFile: PictureFile): Promise<Buffer> {
  const column = { x: 650, width: 500 };
  const title = fitText(content.title, { maxWidth: column.width, maxLines: 3, sizes: [60, 54, 48, 42], weight: 700 });
  const titleLines = lines(title.lines, column.x, 230, title.style, COLOURS.forestDark);
  const price = { weight: 700, size: 64 } as const;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.cream}"/>
    <circle cx="1150" cy="20" r="170" fill="${COLOURS.sageLight}" opacity="0.55"/>
    <rect x="32" y="32" width="566" height="566" rx="36" fill="${COLOURS.white}"/>
    ${text(brand, column.x + 68, 104, BRAND, COLOURS.forest)}
    ${titleLines.svg}
    ${text(content.subtitle, column.x, titleLines.lastBaseline + 100, price, COLOURS.terracotta)}
    <rect x="${column.x}" y="520" width="${column.width}" height="2" fill="${COLOURS.sageLight}"/>
    ${text(DELIVERY_NOTE, column.x, 568, NOTE, COLOURS.muted)}
  </svg>`;
  return toJpeg(svg, [
    { input: await picture(pictureFile(content.picture), { width: 550, height: 550, radius: 30 }), left: 40, top: 40 },
    { input: await logo(pictureFile, 52), left: column.x, top: 66 },
  ]);
}

/** The site: the shop's picture filling the card, a cream panel with the logo, the name and the tagline. */
export async function siteCard(content: SocialPreviewContent, pictureFile: PictureFile): Promise<Buffer> {
  const panel = { x: 48, y: 48, width: 600, height: HEIGHT - 96 };
  const inner = { x: panel.x + 48, width: panel.width - 96 };
  const name = fitText(content.title, { maxWidth: inner.width, maxLines: 2, sizes: [72, 64, 56], weight: 700 });
  const nameLines = lines(name.lines, inner.x, 290, name.style, COLOURS.forestDark, 1.1);
  const tagline = fitText(content.subtitle, { maxWidth: inner.width, maxLines: 3, sizes: [34, 30], weight: 400 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" rx="36" fill="${COLOURS.white}" fill-opacity="0.94"/>
    ${nameLines.svg}
    <rect x="${inner.x}" y="${nameLines.lastBaseline + 36}" width="96" height="6" rx="3" fill="${COLOURS.terracotta}"/>
    ${lines(tagline.lines, inner.x, nameLines.lastBaseline + 100, tagline.style, COLOURS.muted, 1.3).svg}
  </svg>`;
  const background = await sharp(readFileSync(pictureFile(content.picture)), { density: 144 })
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .png()
    .toBuffer();
  return sharp(background)
    .composite([{ input: Buffer.from(svg) }, { input: await logo(pictureFile, 96), left: inner.x, top: 104 }])
    .flatten({ background: COLOURS.cream })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** Pictures are the shell's public files, under the address the site serves them at. */
export const shellPublicFiles =
  (shellRoot: string): PictureFile =>
  (address) =>
    path.join(shellRoot, 'public', ...address.split('/').filter(Boolean));
