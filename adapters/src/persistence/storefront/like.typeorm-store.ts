import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LikeStore, type LikeOutcome } from '@shop/application';

@Injectable()
export class LikeTypeormStore extends LikeStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async count(itemId: string): Promise<number> {
    const [row]: { like_count: number }[] = await this.dataSource.query(`SELECT like_count FROM likes WHERE item_id = $1`, [itemId]);
    return row?.like_count ?? 0;
  }

  /** The vote's primary key decides whether the counter moves; the increment is a row-locked update. */
  like(itemId: string, sessionHash: string): Promise<LikeOutcome> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO likes (item_id) VALUES ($1) ON CONFLICT (item_id) DO NOTHING`, [itemId]);
      const vote: unknown[] = await manager.query(
        `INSERT INTO like_votes (item_id, session_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING item_id`,
        [itemId, sessionHash],
      );
      const counted = vote.length === 1;
      const [[row]]: [{ like_count: number }[], number] = counted
        ? await manager.query(`UPDATE likes SET like_count = like_count + 1 WHERE item_id = $1 RETURNING like_count`, [itemId])
        : [await manager.query(`SELECT like_count FROM likes WHERE item_id = $1`, [itemId]), 0];
      return { likeCount: row.like_count, counted };
    });
  }
}
