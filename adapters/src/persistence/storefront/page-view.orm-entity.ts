import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Views of a page per day. */
@Entity({ name: 'page_views' })
export class PageViewOrmEntity {
  @PrimaryColumn({ type: 'text' })
  page: string;

  /** 'YYYY-MM-DD' */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  views: number;
}
