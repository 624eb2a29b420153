import { Module } from '@nestjs/common';
import { Clock, DeliveryQuotes, OrderRepository, PlaceOrder, SubmitOrderContact } from '@shop/application';
import { DeliveryModule } from '../delivery/delivery.module';
import { OrderTypeormRepository } from '../persistence/orders/order.typeorm-repository';
import { OrdersHttpController } from './orders.http.controller';

@Module({
  imports: [DeliveryModule],
  controllers: [OrdersHttpController],
  providers: [
    { provide: OrderRepository, useClass: OrderTypeormRepository },
    { provide: PlaceOrder, inject: [OrderRepository, Clock], useFactory: (orders: OrderRepository, clock: Clock) => new PlaceOrder(orders, clock) },
    {
      provide: SubmitOrderContact,
      inject: [OrderRepository, DeliveryQuotes, Clock],
      useFactory: (orders: OrderRepository, quotes: DeliveryQuotes, clock: Clock) => new SubmitOrderContact(orders, quotes, clock),
    },
  ],
  exports: [OrderRepository],
})
export class OrdersModule {}
