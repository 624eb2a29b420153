import { Module } from '@nestjs/common';
import { AdminStatsQuery, Clock, DeliveryCalendarRepository, StatsReadModel } from '@shop/application';
import { useCaseProvider } from '../nest/use-case.provider';
import { AdminStatsHttpController } from './admin-stats.http.controller';

/** The owner's reporting: the dashboard's figures and the accountant's exports. */
@Module({
  controllers: [AdminStatsHttpController],
  providers: [useCaseProvider(AdminStatsQuery, [StatsReadModel, DeliveryCalendarRepository, Clock])],
})
export class ReportingModule {}
