import { Module } from '@nestjs/common';
import {
  AdminCalendarQuery,
  Clock,
  DeliveryCalendarRepository,
  DeliveryOffersQuery,
  DeliveryQuotes,
  OrderLeadTimes,
  SetCalendarDay,
  TransactionRunner,
} from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { useCaseProvider } from '../nest/use-case.provider';
import { AdminCalendarHttpController } from './admin-calendar.http.controller';
import { DeliveryCalendarHttpController } from './delivery-calendar.http.controller';
import { MoscowTariffQuotes } from './moscow-tariff.quotes';
import { YandexDeliveryQuotes } from './yandex-delivery.quotes';

/**
 * Delivery: the florist's calendar (the checkout's pickers and the admin's «Календарь») and the
 * delivery-quote port, Yandex Delivery when YANDEX_DELIVERY_TOKEN is set, else the Moscow tariff.
 */
@Module({
  controllers: [DeliveryCalendarHttpController, AdminCalendarHttpController],
  providers: [
    {
      provide: DeliveryQuotes,
      inject: [APP_CONFIG],
      useFactory: ({ yandexDelivery }: AppConfig): DeliveryQuotes =>
        yandexDelivery.token ? new YandexDeliveryQuotes({ ...yandexDelivery, token: yandexDelivery.token, timeoutMs: 5000 }) : new MoscowTariffQuotes(),
    },
    useCaseProvider(DeliveryOffersQuery, [DeliveryCalendarRepository, OrderLeadTimes, Clock]),
    useCaseProvider(AdminCalendarQuery, [DeliveryCalendarRepository, Clock]),
    useCaseProvider(SetCalendarDay, [TransactionRunner, DeliveryCalendarRepository, Clock]),
  ],
  exports: [DeliveryQuotes],
})
export class DeliveryModule {}
