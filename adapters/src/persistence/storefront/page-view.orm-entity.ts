import { Entity, Index, PrimaryColumn } from 'typeorm';
import { IntegerColumn, TextPrimaryColumn } from '../shared/columns';

/** Views of a page per day. */
@Entity({ name: 'page_views' })
@Index('page_views_day_idx', (v: PageViewOrmEntity) => [v.day])
export class PageViewOrmEntity {
  @TextPrimaryColumn('page')
  page: string;

  /** 'YYYY-MM-DD' */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @IntegerColumn('views', { default: 0 })
  views: number;
}
