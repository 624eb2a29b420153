import { Module } from '@nestjs/common';
import {
  AdminOrdersQuery,
  OrderTimelineQuery,
  OrderTimelineReadModel,
  AdvanceFulfilment,
  HandedOverOrders,
  AnswerOrderPhoto,
  ApproveOrder,
  CartRepository,
  Clock,
  PromoCodeRepository,
  PromoUses,
  CustomerOrdersQuery,
  DeleteOrder,
  DeliveryCalendarRepository,
  DeliveriesQuery,
  DeliveryQuotes,
  ExpireUnpaidOrders,
  PaymentReminders,
  RemindUnpaidOrders,
  FileStorage,
  MailRenderer,
  Notifications,
  OrderChanges,
  OrderLeadTimes,
  OrderNotifier,
  OrderPayments,
  OrderReadModel,
  OrderRepository,
  PaymentOrderQuery,
  PaymentRepository,
  PlaceOrder,
  RejectOrder,
  RemoveOrderLine,
  StockReservations,
  SubmitOrderContact,
  TransactionLock,
  TransactionRunner,
  UnreferencedUploads,
  UploadOrderPhoto,
  UserRepository,
} from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { DeliveryModule } from '../delivery/delivery.module';
import { useCaseProvider } from '../nest/use-case.provider';
import { ClosingReceiptOnHandover } from '../payments/closing-receipt-on-handover';
import { AdminOrderTimelineHttpController } from './admin-order-timeline.http.controller';
import { AdminOrdersHttpController } from './admin-orders.http.controller';
import { FulfilmentHttpController } from './fulfilment.http.controller';
import { OrdersHttpController } from './orders.http.controller';

const PAYMENT_WINDOW_HOURS = Symbol('PAYMENT_WINDOW_HOURS');

/** Orders from checkout to the admin's decision, the payment deadline and the florist's work after payment. */
@Module({
  imports: [DeliveryModule],
  controllers: [OrdersHttpController, AdminOrdersHttpController, FulfilmentHttpController, AdminOrderTimelineHttpController],
  providers: [
    { provide: PAYMENT_WINDOW_HOURS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.paymentWindowHours },
    {
      provide: OrderNotifier,
      inject: [UserRepository, Notifications, MailRenderer, APP_CONFIG],
      useFactory: (users: UserRepository, notifications: Notifications, renderer: MailRenderer, config: AppConfig) =>
        new OrderNotifier(users, notifications, renderer, {
          publicUrl: config.publicUrl,
          paymentWindowHours: config.paymentWindowHours,
          shopEmail: config.shopAlerts.email,
        }),
    },
    useCaseProvider(OrderChanges, [TransactionRunner, OrderRepository, StockReservations, OrderNotifier]),
    useCaseProvider(PromoUses, [PromoCodeRepository]),
    useCaseProvider(PlaceOrder, [TransactionRunner, CartRepository, OrderRepository, StockReservations, PromoUses, Clock]),
    useCaseProvider(SubmitOrderContact, [TransactionRunner, OrderRepository, DeliveryQuotes, OrderNotifier, DeliveryCalendarRepository, OrderLeadTimes, Clock]),
    useCaseProvider(ApproveOrder, [OrderChanges, Clock]),
    useCaseProvider(RejectOrder, [OrderChanges, Clock]),
    useCaseProvider(OrderPayments, [TransactionRunner, PaymentRepository, Clock]),
    useCaseProvider(RemoveOrderLine, [OrderChanges, OrderPayments]),
    useCaseProvider(DeleteOrder, [OrderChanges, OrderPayments]),
    useCaseProvider(ExpireUnpaidOrders, [OrderReadModel, OrderChanges, Clock, PAYMENT_WINDOW_HOURS]),
    useCaseProvider(RemindUnpaidOrders, [OrderReadModel, TransactionRunner, OrderRepository, PaymentReminders, OrderNotifier, Clock, PAYMENT_WINDOW_HOURS]),
    { provide: HandedOverOrders, useClass: ClosingReceiptOnHandover },
    useCaseProvider(AdvanceFulfilment, [OrderChanges, Clock, HandedOverOrders]),
    useCaseProvider(UploadOrderPhoto, [OrderReadModel, TransactionRunner, TransactionLock, OrderChanges, FileStorage, UnreferencedUploads, Clock]),
    useCaseProvider(AnswerOrderPhoto, [OrderChanges, Clock]),
    useCaseProvider(CustomerOrdersQuery, [OrderReadModel, PAYMENT_WINDOW_HOURS]),
    useCaseProvider(AdminOrdersQuery, [OrderReadModel]),
    useCaseProvider(OrderTimelineQuery, [OrderTimelineReadModel]),
    useCaseProvider(DeliveriesQuery, [OrderReadModel]),
    useCaseProvider(PaymentOrderQuery, [OrderReadModel, UserRepository, PAYMENT_WINDOW_HOURS]),
  ],
  exports: [OrderNotifier, ExpireUnpaidOrders, RemindUnpaidOrders],
})
export class OrdersModule {}
