import { Logger, Module } from '@nestjs/common';
import {
  AdminOrdersQuery,
  ApproveOrder,
  CartRepository,
  Clock,
  CustomerOrdersQuery,
  DeleteOrder,
  DeliveryQuotes,
  ExpireUnpaidOrders,
  Mailer,
  OrderChanges,
  OrderNotifier,
  OrderReadModel,
  OrderRepository,
  PaymentOrderQuery,
  PaymentRepository,
  PlaceOrder,
  RejectOrder,
  RemoveOrderLine,
  SubmitOrderContact,
  TransactionRunner,
  UserRepository,
} from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { DeliveryModule } from '../delivery/delivery.module';
import { useCaseProvider } from '../nest/use-case.provider';
import { AdminOrdersHttpController } from './admin-orders.http.controller';
import { OrdersHttpController } from './orders.http.controller';

const logger = new Logger('Orders');
const PAYMENT_WINDOW_HOURS = Symbol('PAYMENT_WINDOW_HOURS');

/** Orders from checkout to the admin's decision and the payment deadline. */
@Module({
  imports: [DeliveryModule],
  controllers: [OrdersHttpController, AdminOrdersHttpController],
  providers: [
    { provide: PAYMENT_WINDOW_HOURS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.paymentWindowHours },
    {
      provide: OrderNotifier,
      inject: [UserRepository, Mailer, APP_CONFIG],
      useFactory: (users: UserRepository, mailer: Mailer, config: AppConfig) =>
        new OrderNotifier(users, mailer, { publicUrl: config.publicUrl, paymentWindowHours: config.paymentWindowHours }, (error, orderId) =>
          logger.error({ msg: 'order e-mail to the customer failed', orderId, reason: error instanceof Error ? error.message : String(error) }),
        ),
    },
    useCaseProvider(OrderChanges, [TransactionRunner, OrderRepository]),
    useCaseProvider(PlaceOrder, [TransactionRunner, CartRepository, OrderRepository, Clock]),
    useCaseProvider(SubmitOrderContact, [TransactionRunner, OrderRepository, DeliveryQuotes, Clock]),
    useCaseProvider(ApproveOrder, [OrderChanges, OrderNotifier, Clock]),
    useCaseProvider(RejectOrder, [OrderChanges, OrderNotifier, Clock]),
    useCaseProvider(RemoveOrderLine, [TransactionRunner, OrderChanges, PaymentRepository, Clock]),
    useCaseProvider(DeleteOrder, [OrderChanges, Clock]),
    useCaseProvider(ExpireUnpaidOrders, [OrderReadModel, OrderChanges, OrderNotifier, Clock, PAYMENT_WINDOW_HOURS]),
    useCaseProvider(CustomerOrdersQuery, [OrderReadModel]),
    useCaseProvider(AdminOrdersQuery, [OrderReadModel]),
    useCaseProvider(PaymentOrderQuery, [OrderReadModel, UserRepository]),
  ],
  exports: [OrderNotifier, ExpireUnpaidOrders],
})
export class OrdersModule {}
