import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ExpiredOrderFinder } from '@shop/application';

@Injectable()
export class ExpiredOrderTypeormFinder extends ExpiredOrderFinder {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async confirmedBefore(cutoff: Date): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM orders WHERE status = 'confirmed' AND coalesce(confirmed_at, created_at) <= $1 ORDER BY id LIMIT 500`,
      [cutoff],
    );
    return rows.map((r) => r.id);
  }
}
