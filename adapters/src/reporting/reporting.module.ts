import { Module } from '@nestjs/common';
import { AdminStatsQuery, Clock, CsvExportQuery, DeliveryCalendarRepository, ExportReadModel, StatsReadModel } from '@shop/application';
import { AdminExportsHttpController } from './admin-exports.http.controller';
import { useCaseProvider } from '../nest/use-case.provider';
import { AdminStatsHttpController } from './admin-stats.http.controller';

/** The owner's reporting: the dashboard's figures and the accountant's exports. */
@Module({
  controllers: [AdminStatsHttpController, AdminExportsHttpController],
  providers: [useCaseProvider(AdminStatsQuery, [StatsReadModel, DeliveryCalendarRepository, Clock]), useCaseProvider(CsvExportQuery, [ExportReadModel])],
})
export class ReportingModule {}
