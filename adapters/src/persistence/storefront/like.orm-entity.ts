import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** A plant's like counter; its votes are in like_votes. */
@Entity({ name: 'likes' })
@Check('likes_item_id_check', `item_id ~ '^plant-[0-9]{1,9}$'`)
@Check('likes_like_count_check', 'like_count >= 0')
export class LikeOrmEntity {
  @PrimaryColumn({ type: 'text', name: 'item_id' })
  itemId: string;

  @Column({ type: 'integer', name: 'like_count', default: 0 })
  likeCount: number;
}
