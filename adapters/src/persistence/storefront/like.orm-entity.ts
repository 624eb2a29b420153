import { Check, Entity } from 'typeorm';
import { IntegerColumn, TextPrimaryColumn } from '../shared/columns';

/** A plant's like counter; its votes are in like_votes. */
@Entity({ name: 'likes' })
@Check('likes_item_id_check', `item_id ~ '^plant-[0-9]{1,9}$'`)
@Check('likes_like_count_check', 'like_count >= 0')
export class LikeOrmEntity {
  @TextPrimaryColumn('item_id')
  itemId: string;

  @IntegerColumn('like_count', { default: 0 })
  likeCount: number;
}
