import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UploadReferences } from '@shop/application';

/**
 * Every column that may hold a picture's address, so nothing shown anywhere is ever deleted:
 * products, constructor flowers, order lines (their snapshot and a bouquet's flowers) and bouquet photos.
 */
const PICTURE_ADDRESSES = `
  SELECT unnest(images) AS address FROM products
  UNION ALL SELECT image FROM flowers
  UNION ALL SELECT image_url FROM order_lines WHERE image_url IS NOT NULL
  UNION ALL SELECT flower ->> 'image' FROM order_lines, jsonb_array_elements(composition) AS flower WHERE composition <> '[]'
  UNION ALL SELECT photo_url FROM orders WHERE photo_url IS NOT NULL`;

/** Which uploads rows still show, matched by the file's name (the last part of any of its addresses). Reads committed rows. */
@Injectable()
export class UploadReferencesTypeorm extends UploadReferences {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async referenced(names: readonly string[]): Promise<ReadonlySet<string>> {
    if (names.length === 0) return new Set();
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT DISTINCT shown.name
       FROM (SELECT substring(address FROM '[^/]+$') AS name FROM (${PICTURE_ADDRESSES}) AS pictures) AS shown
       WHERE shown.name = ANY($1::text[])`,
      [names],
    );
    return new Set(rows.map((row) => row.name));
  }
}
