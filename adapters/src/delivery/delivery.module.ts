import { Module } from '@nestjs/common';
import { DeliveryQuotes } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { MoscowTariffQuotes } from './moscow-tariff.quotes';
import { YandexDeliveryQuotes } from './yandex-delivery.quotes';

/** The delivery-quote port: Yandex Delivery when YANDEX_DELIVERY_TOKEN is set, else the Moscow tariff. */
@Module({
  providers: [
    {
      provide: DeliveryQuotes,
      inject: [APP_CONFIG],
      useFactory: ({ yandexDelivery }: AppConfig): DeliveryQuotes =>
        yandexDelivery.token ? new YandexDeliveryQuotes({ ...yandexDelivery, token: yandexDelivery.token, timeoutMs: 5000 }) : new MoscowTariffQuotes(),
    },
  ],
  exports: [DeliveryQuotes],
})
export class DeliveryModule {}
