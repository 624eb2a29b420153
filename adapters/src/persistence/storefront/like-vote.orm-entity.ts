import { Entity, ForeignKey } from 'typeorm';
import { CreatedAtColumn, TextPrimaryColumn } from '../shared/columns';
import { LikeOrmEntity } from './like.orm-entity';

/** One vote per item and browser session (the session cookie's id, stored hashed). */
@Entity({ name: 'like_votes' })
export class LikeVoteOrmEntity {
  @TextPrimaryColumn('item_id')
  @ForeignKey(() => LikeOrmEntity, { name: 'like_votes_item_id_fkey', onDelete: 'CASCADE' })
  itemId: string;

  @TextPrimaryColumn('session_hash')
  sessionHash: string;

  @CreatedAtColumn()
  createdAt: Date;
}
