import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LikeStore, type LikeOutcome } from '@shop/application';
import { incrementColumn } from '../shared/increment-column';
import { insertUnlessPresent } from '../shared/insert-unless-present';
import { LikeVoteOrmEntity } from './like-vote.orm-entity';
import { LikeOrmEntity } from './like.orm-entity';

@Injectable()
export class LikeTypeormStore extends LikeStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async count(itemId: string): Promise<number> {
    const row = await this.dataSource.manager.findOneBy(LikeOrmEntity, { itemId });
    return row?.likeCount ?? 0;
  }

  /** The vote's primary key decides whether the counter moves; the increment is a row-locked update. */
  like(itemId: string, sessionHash: string): Promise<LikeOutcome> {
    return this.dataSource.transaction(async (manager) => {
      await insertUnlessPresent(manager, LikeOrmEntity, { itemId });
      const counted = (await insertUnlessPresent(manager, LikeVoteOrmEntity, { itemId, sessionHash })) === 1;
      if (counted) await incrementColumn(manager, LikeOrmEntity, { itemId }, 'likeCount');
      const { likeCount } = await manager.findOneByOrFail(LikeOrmEntity, { itemId });
      return { likeCount, counted };
    });
  }
}
