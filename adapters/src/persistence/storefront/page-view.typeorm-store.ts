import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PageViewStore } from '@shop/application';

@Injectable()
export class PageViewTypeormStore extends PageViewStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async record(page: string, day: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO page_views (page, day, views) VALUES ($1, $2, 1)
       ON CONFLICT (page, day) DO UPDATE SET views = page_views.views + 1`,
      [page, day],
    );
  }
}
