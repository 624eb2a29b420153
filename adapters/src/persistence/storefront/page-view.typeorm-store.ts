import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PageViewStore } from '@shop/application';
import { incrementColumn } from '../shared/increment-column';
import { insertUnlessPresent } from '../shared/insert-unless-present';
import { PageViewOrmEntity } from './page-view.orm-entity';

@Injectable()
export class PageViewTypeormStore extends PageViewStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  /** The day's row exists after the first statement, whoever wrote it, so concurrent views all count. */
  async record(page: string, day: string): Promise<void> {
    const { manager } = this.dataSource;
    await insertUnlessPresent(manager, PageViewOrmEntity, { page, day, views: 0 });
    await incrementColumn(manager, PageViewOrmEntity, { page, day }, 'views');
  }
}
