import { MigrationInterface, QueryRunner } from 'typeorm';

/** A launch picture's address with the given file extension, as a PostgreSQL regular expression. */
const productPicture = (extension: string) => String.raw`^/images/products/p[0-9]+-[0-9]+\.${extension}$`;
const flowerPicture = (extension: string) => String.raw`^/images/flowers/f[0-9]+\.${extension}$`;

/**
 * The launch catalogue's pictures are shown as WebP renditions of their SVG sources
 * (tools/render-pictures.mjs): a browser draws an SVG picture on the page's main thread. Products
 * and flowers that still show a launch picture point at its rendition; the SVG files stay served,
 * so orders placed before keep their pictures as they were written.
 */
export class LaunchPicturesAsWebp1764500000000 implements MigrationInterface {
  name = 'LaunchPicturesAsWebp1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.swap(queryRunner, 'svg', 'webp');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.swap(queryRunner, 'webp', 'svg');
  }

  private async swap(queryRunner: QueryRunner, from: string, to: string): Promise<void> {
    const ending = String.raw`\.${from}$`;
    await queryRunner.query(
      `UPDATE products SET images = ARRAY(
         SELECT CASE WHEN image ~ $1 THEN regexp_replace(image, $2, $3) ELSE image END
         FROM unnest(images) WITH ORDINALITY AS picture(image, place) ORDER BY place)
       WHERE EXISTS (SELECT 1 FROM unnest(images) AS image WHERE image ~ $1)`,
      [productPicture(from), ending, `.${to}`],
    );
    await queryRunner.query(`UPDATE flowers SET image = regexp_replace(image, $2, $3) WHERE image ~ $1`, [flowerPicture(from), ending, `.${to}`]);
  }
}
