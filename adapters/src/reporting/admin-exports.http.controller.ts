import { Controller, Get, Query, type StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CsvExportQuery } from '@shop/application';
import { moscowDateTime, type AdminListFilter } from '@shop/domain';
import { adminListRequest, ApiAdminListFilters } from '../http/admin-list';
import { ApiErrors } from '../http/openapi/api.decorators';
import { AnswersCsv, csvDownload } from './csv-download';
import { OwnerOnly } from './owner-only';

/** The accountant's spreadsheets, as Russian Excel opens them: UTF-8 with BOM, «;», CRLF, amounts 1234,50, Moscow times. */
@ApiTags('admin: reporting')
@Controller('api/admin/exports')
@OwnerOnly()
export class AdminExportsHttpController {
  constructor(private readonly exports: CsvExportQuery) {}

  /** The orders the lists' filters name, oldest first, streamed from the database. */
  @Get('orders.csv')
  @AnswersCsv('orders.csv')
  @ApiAdminListFilters()
  @ApiErrors(400)
  orders(@Query() query: unknown): Promise<StreamableFile> {
    const { filter } = adminListRequest(query);
    return csvDownload(this.exports.orders(filter), fileName('orders', filter));
  }

  /** Succeeded payments with their receipts (card, RRN, fiscal document and shift numbers) and refunds, by when they happened. */
  @Get('payments.csv')
  @AnswersCsv('payments.csv')
  @ApiAdminListFilters()
  @ApiErrors(400)
  payments(@Query() query: unknown): Promise<StreamableFile> {
    const { filter } = adminListRequest(query);
    return csvDownload(this.exports.payments(filter), fileName('payments', filter));
  }
}

/** 'orders-2026-03-01-2026-03-31.csv', or with today's date when no span is given. */
const fileName = (what: string, span: Pick<AdminListFilter, 'from' | 'to'>): string =>
  `${[what, span.from ?? '', span.to ?? (span.from ? '' : moscowDateTime(new Date()).date)].filter(Boolean).join('-')}.csv`;
