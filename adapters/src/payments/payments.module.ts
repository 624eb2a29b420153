import { Logger, Module, type Provider } from '@nestjs/common';
import { TypeormTransactionRunner } from '../persistence/transaction/typeorm-transaction.runner';
import {
  Clock,
  HandlePaymentNotification,
  OrderNotifier,
  OrderRepository,
  OrderReadModel,
  PaymentGateway,
  PaymentOutcomeQuery,
  PaymentRecordsQuery,
  PaymentRepository,
  PaymentReturnLinks,
  RefundOrder,
  SendClosingReceipts,
  StockReservations,
  RetryPaymentNotifications,
  SecureTokens,
  StartPayment,
  TransactionRunner,
  UserRepository,
  type NotificationLog,
} from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { useCaseProvider } from '../nest/use-case.provider';
import { OrdersModule } from '../orders/orders.module';
import { AddressAllowlist } from './address-allowlist';
import { AdminPaymentsHttpController } from './admin-payments.http.controller';
import { PaymentHttpController } from './payment.http.controller';
import { WEBHOOK_ALLOWLIST } from './payment.tokens';
import { SandboxPayController } from './sandbox-pay.controller';
import { SandboxGateway } from './sandbox.gateway';
import { YooKassaGateway } from './yookassa.gateway';

const logger = new Logger('Payments');
const PUBLIC_URL = Symbol('PUBLIC_URL');
const NOTIFICATION_LOG = Symbol('NOTIFICATION_LOG');

const notificationLog: NotificationLog = {
  incident: (msg, details) => logger.error({ msg: `INCIDENT: ${msg}`, ...details }),
  failure: (msg, details) => logger.warn({ msg, ...details }),
  info: (msg, details) => logger.log({ msg, ...details }),
};
const usesYooKassa = (config: AppConfig) => Boolean(config.yookassa.shopId && config.yookassa.secretKey);

/** The payment-gateway port: YooKassa with credentials, otherwise the sandbox (a test mode, said loudly). */
function gateway(config: AppConfig, transaction: TypeormTransactionRunner): PaymentGateway {
  const { yookassa } = config;
  if (yookassa.shopId && yookassa.secretKey) {
    return new YooKassaGateway({ ...yookassa, shopId: yookassa.shopId, secretKey: yookassa.secretKey, timeoutMs: 10_000, retries: 2 });
  }
  logger.warn('PAYMENTS IN TEST MODE: the sandbox provider takes payments, no money moves (set YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY)');
  return new SandboxGateway(transaction, config.publicUrl, { vatCode: yookassa.vatCode, taxSystemCode: yookassa.taxSystemCode });
}

function paymentsModuleProviders(config: AppConfig): Provider[] {
  return [
    { provide: PaymentGateway, inject: [TypeormTransactionRunner], useFactory: (transaction: TypeormTransactionRunner) => gateway(config, transaction) },
    {
      provide: WEBHOOK_ALLOWLIST,
      // The sandbox delivers its notifications from the loopback address.
      useFactory: () => new AddressAllowlist([...config.yookassa.webhookAllowlist, ...(usesYooKassa(config) ? [] : ['127.0.0.1/32', '::1/128'])]),
    },
    { provide: PUBLIC_URL, useValue: config.publicUrl },
    { provide: NOTIFICATION_LOG, useValue: notificationLog },
    useCaseProvider(PaymentReturnLinks, [SecureTokens, PUBLIC_URL]),
    useCaseProvider(StartPayment, [TransactionRunner, OrderRepository, PaymentRepository, UserRepository, PaymentGateway, Clock, PaymentReturnLinks]),
    useCaseProvider(PaymentOutcomeQuery, [PaymentReturnLinks, OrderReadModel, PaymentRepository, PaymentGateway]),
    useCaseProvider(RefundOrder, [
      TransactionRunner,
      OrderRepository,
      StockReservations,
      PaymentRepository,
      UserRepository,
      PaymentGateway,
      OrderNotifier,
      Clock,
    ]),
    useCaseProvider(SendClosingReceipts, [TransactionRunner, OrderRepository, PaymentRepository, UserRepository, PaymentGateway, Clock]),
    useCaseProvider(HandlePaymentNotification, [
      TransactionRunner,
      PaymentRepository,
      OrderRepository,
      PaymentGateway,
      RefundOrder,
      UserRepository,
      OrderNotifier,
      Clock,
      NOTIFICATION_LOG,
    ]),
    useCaseProvider(PaymentRecordsQuery, [PaymentRepository]),
    useCaseProvider(RetryPaymentNotifications, [PaymentRepository, HandlePaymentNotification]),
  ];
}

@Module({})
export class PaymentsModule {
  static forRoot(config: AppConfig) {
    return {
      module: PaymentsModule,
      imports: [OrdersModule],
      controllers: [PaymentHttpController, AdminPaymentsHttpController, ...(usesYooKassa(config) ? [] : [SandboxPayController])],
      providers: paymentsModuleProviders(config),
      exports: [RetryPaymentNotifications, SendClosingReceipts],
    };
  }
}
