import { Module } from '@nestjs/common';
import { DeliveryQuotes } from '@shop/application';
import { MoscowTariffQuotes } from './moscow-tariff.quotes';

/** The delivery-quote port: the Moscow tariff by default. */
@Module({
  providers: [{ provide: DeliveryQuotes, useClass: MoscowTariffQuotes }],
  exports: [DeliveryQuotes],
})
export class DeliveryModule {}
