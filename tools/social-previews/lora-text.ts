// Text as SVG outlines in the shop's typeface (Lora, from @fontsource/lora), so a preview looks
// the same on any build machine, with or without fonts installed: nothing is left to the
// renderer's font lookup.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse, type Font, type Glyph, type PathCommand } from 'opentype.js';

export type LoraWeight = 400 | 700;

/** @fontsource splits Lora by script: Cyrillic letters, Latin letters, digits and quotes, and ₽ in latin-ext. */
const SUBSETS = ['cyrillic', 'latin', 'latin-ext'] as const;
const FONT_FILES = path.dirname(require.resolve('@fontsource/lora/package.json'));

const loadFont = (file: string): Font => {
  const bytes = readFileSync(path.join(FONT_FILES, 'files', file));
  return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};

const faces = new Map<LoraWeight, readonly Font[]>();

function faceOf(weight: LoraWeight): readonly Font[] {
  const known = faces.get(weight);
  if (known) return known;
  const loaded = SUBSETS.map((subset) => loadFont(`lora-${subset}-${weight}-normal.woff`));
  faces.set(weight, loaded);
  return loaded;
}

/** The subset that draws `character` (the first for a character none has). */
const fontFor = (character: string, fonts: readonly Font[]): Font => fonts.find((font) => font.charToGlyphIndex(character) > 0) ?? fonts[0];

export interface TextStyle {
  readonly weight: LoraWeight;
  readonly size: number;
}

/** The pair's kerning in font units; opentype.js answers NaN for some pairs of these files' class-based tables. */
const kerning = (font: Font, left: Glyph, right: Glyph): number => {
  const value = font.getKerningValue(left, right);
  return Number.isFinite(value) ? value : 0;
};

/**
 * Each character's glyph and where it stands on the line, kerned within a subset, and the line's
 * width. Glyph by glyph rather than opentype.js's shaping, which does not read every lookup of
 * these files (and Cyrillic and Latin need none of it).
 */
function layOut(text: string, { weight, size }: TextStyle): { glyphs: { glyph: Glyph; x: number }[]; width: number } {
  const fonts = faceOf(weight);
  const glyphs: { glyph: Glyph; font: Font; x: number }[] = [];
  let x = 0;
  for (const character of text) {
    const font = fontFor(character, fonts);
    const glyph = font.charToGlyph(character);
    const previous = glyphs.at(-1);
    if (previous?.font === font) x += (kerning(font, previous.glyph, glyph) * size) / font.unitsPerEm;
    glyphs.push({ glyph, font, x });
    x += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm;
  }
  return { glyphs, width: x };
}

/** The width of a line of text in pixels. */
export const textWidth = (text: string, style: TextStyle): number => layOut(text, style).width;

const coordinate = (value: number): string => String(Math.round(value * 10) / 10);

/** Path commands as SVG path data, to a tenth of a pixel (opentype.js's own toPathData writes NaN for some fractions). */
function pathData(commands: readonly PathCommand[]): string {
  return commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${coordinate(command.x)} ${coordinate(command.y)}`;
        case 'Q':
          return `Q${coordinate(command.x1)} ${coordinate(command.y1)} ${coordinate(command.x)} ${coordinate(command.y)}`;
        case 'C':
          return `C${coordinate(command.x1)} ${coordinate(command.y1)} ${coordinate(command.x2)} ${coordinate(command.y2)} ${coordinate(command.x)} ${coordinate(command.y)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

/** A line as an SVG path's data, its baseline starting at (x, y). */
export function textPathData(text: string, x: number, y: number, style: TextStyle): string {
  return layOut(text, style)
    .glyphs.map(({ glyph, x: offset }) => pathData(glyph.getPath(x + offset, y, style.size).commands))
    .join('');
}

/** Words into lines no wider than `maxWidth`; a single word wider than that stands alone. */
export function wrapText(text: string, maxWidth: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const current = lines[lines.length - 1];
    const joined = current === undefined ? word : `${current} ${word}`;
    if (current !== undefined && textWidth(joined, style) <= maxWidth) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/**
 * The largest of `sizes` at which `text` fits `maxLines` lines of `maxWidth`; at the smallest
 * size, what does not fit ends in '…'.
 */
export function fitText(
  text: string,
  { maxWidth, maxLines, sizes, weight }: { maxWidth: number; maxLines: number; sizes: readonly number[]; weight: LoraWeight },
): { lines: string[]; style: TextStyle } {
  for (const size of sizes) {
    const style = { weight, size };
    const lines = wrapText(text, maxWidth, style);
    if (lines.length <= maxLines) return { lines, style };
  }
  const style = { weight, size: sizes[sizes.length - 1] };
  const lines = wrapText(text, maxWidth, style).slice(0, maxLines);
  let last = lines[maxLines - 1];
  while (last.includes(' ') && textWidth(`${last}…`, style) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
  lines[maxLines - 1] = `${last}…`;
  return { lines, style };
}
