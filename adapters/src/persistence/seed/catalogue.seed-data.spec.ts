import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { FLOWER_SEEDS, PRODUCT_SEEDS } from './catalogue.seed-data';

const SHELL_PUBLIC = path.resolve(__dirname, '../../../../shell/public');
const fileOf = (address: string) => path.join(SHELL_PUBLIC, ...address.split('/').filter(Boolean));

describe('the launch catalogue', () => {
  const pictures = [...PRODUCT_SEEDS.flatMap((product) => product.images), ...FLOWER_SEEDS.map((flower) => flower.image)];

  it('shows raster pictures the shell serves, each rendered from the SVG source beside it', () => {
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/images\/(?:products|flowers)\/[\w-]+\.webp$/);
      expect([picture, existsSync(fileOf(picture))]).toEqual([picture, true]);
      expect([picture, existsSync(fileOf(picture.replace(/\.webp$/, '.svg')))]).toEqual([picture, true]);
    }
  });
});
