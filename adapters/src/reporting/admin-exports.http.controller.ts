import { Controller, Get, Query, applyDecorators, type StreamableFile } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { CsvExportQuery } from '@shop/application';
import { DELIVERY_TYPES, MAX_SEARCH_LENGTH, moscowDateTime, ORDER_STATUSES, type DeliveryType, type ExportFilter, type OrderStatus } from '@shop/domain';
import { ApiErrors } from '../http/openapi/api.decorators';
import { DATE_SCHEMA } from '../http/openapi/schema';
import { AnswersCsv, csvDownload } from './csv-download';
import { OwnerOnly } from './owner-only';
import { OPTIONAL_DELIVERY_TYPE, OPTIONAL_ORDER_STATUS, OPTIONAL_SEARCH, OPTIONAL_STATS_DAY } from './reporting-query.pipes';

/** The lists' filters, documented once for both exports. */
const ExportFilterQueries = () =>
  applyDecorators(
    ApiQuery({
      name: 'q',
      schema: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
      required: false,
      description: 'Order number, or part of the name, phone or e-mail',
    }),
    ApiQuery({ name: 'status', schema: { type: 'string', enum: [...ORDER_STATUSES] }, required: false }),
    ApiQuery({ name: 'delivery_type', schema: { type: 'string', enum: [...DELIVERY_TYPES] }, required: false }),
    ApiQuery({ name: 'from', schema: DATE_SCHEMA, required: false, description: 'The first Moscow day' }),
    ApiQuery({ name: 'to', schema: DATE_SCHEMA, required: false, description: 'The last Moscow day' }),
  );

/** The accountant's spreadsheets, as Russian Excel opens them: UTF-8 with BOM, «;», CRLF, amounts 1234,50, Moscow times. */
@ApiTags('admin: reporting')
@Controller('api/admin/exports')
@OwnerOnly()
export class AdminExportsHttpController {
  constructor(private readonly exports: CsvExportQuery) {}

  /** The orders the lists' filters name, oldest first, streamed from the database. */
  @Get('orders.csv')
  @AnswersCsv('orders.csv')
  @ExportFilterQueries()
  @ApiErrors(400)
  orders(
    @Query('q', OPTIONAL_SEARCH) q: string | null,
    @Query('status', OPTIONAL_ORDER_STATUS) status: OrderStatus | null,
    @Query('delivery_type', OPTIONAL_DELIVERY_TYPE) deliveryType: DeliveryType | null,
    @Query('from', OPTIONAL_STATS_DAY) from: string | null,
    @Query('to', OPTIONAL_STATS_DAY) to: string | null,
  ): Promise<StreamableFile> {
    return csvDownload(this.exports.orders({ q, status, deliveryType, from, to }), fileName('orders', { from, to }));
  }

  /** Succeeded payments with their receipts (card, RRN, fiscal document and shift numbers) and refunds, by when they happened. */
  @Get('payments.csv')
  @AnswersCsv('payments.csv')
  @ExportFilterQueries()
  @ApiErrors(400)
  payments(
    @Query('q', OPTIONAL_SEARCH) q: string | null,
    @Query('status', OPTIONAL_ORDER_STATUS) status: OrderStatus | null,
    @Query('delivery_type', OPTIONAL_DELIVERY_TYPE) deliveryType: DeliveryType | null,
    @Query('from', OPTIONAL_STATS_DAY) from: string | null,
    @Query('to', OPTIONAL_STATS_DAY) to: string | null,
  ): Promise<StreamableFile> {
    return csvDownload(this.exports.payments({ q, status, deliveryType, from, to }), fileName('payments', { from, to }));
  }
}

/** 'orders-2026-03-01-2026-03-31.csv', or with today's date when no span is given. */
const fileName = (what: string, span: Pick<ExportFilter, 'from' | 'to'>): string =>
  `${[what, span.from ?? '', span.to ?? (span.from ? '' : moscowDateTime(new Date()).date)].filter(Boolean).join('-')}.csv`;
