import { Logger, Module, type Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  Clock,
  HandlePaymentNotification,
  OrderNotifier,
  OrderReadModel,
  OrderRepository,
  PaymentGateway,
  PaymentRecordsQuery,
  PaymentRepository,
  StartPayment,
  TransactionRunner,
} from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { PaymentJobs } from '../jobs/payment.jobs';
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
const usesYooKassa = (config: AppConfig) => Boolean(config.yookassa.shopId && config.yookassa.secretKey);

/** The payment-gateway port: YooKassa with credentials, otherwise the sandbox (a test mode, said loudly). */
function gateway(config: AppConfig, dataSource: DataSource): PaymentGateway {
  const { yookassa } = config;
  if (yookassa.shopId && yookassa.secretKey) {
    return new YooKassaGateway({ ...yookassa, shopId: yookassa.shopId, secretKey: yookassa.secretKey, timeoutMs: 10_000, retries: 2 });
  }
  logger.warn('PAYMENTS IN TEST MODE: the sandbox provider takes payments, no money moves (set YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY)');
  return new SandboxGateway(dataSource, config.publicUrl);
}

function paymentsModuleProviders(config: AppConfig): Provider[] {
  return [
    { provide: PaymentGateway, inject: [DataSource], useFactory: (dataSource: DataSource) => gateway(config, dataSource) },
    {
      provide: WEBHOOK_ALLOWLIST,
      // The sandbox delivers its notifications from the loopback address.
      useFactory: () => new AddressAllowlist([...config.yookassa.webhookAllowlist, ...(usesYooKassa(config) ? [] : ['127.0.0.1/32', '::1/128'])]),
    },
    {
      provide: StartPayment,
      inject: [OrderReadModel, PaymentRepository, PaymentGateway],
      useFactory: (orders: OrderReadModel, payments: PaymentRepository, gw: PaymentGateway) => new StartPayment(orders, payments, gw, config.publicUrl),
    },
    {
      provide: HandlePaymentNotification,
      inject: [TransactionRunner, PaymentRepository, OrderRepository, PaymentGateway, OrderNotifier, Clock],
      useFactory: (...deps: [TransactionRunner, PaymentRepository, OrderRepository, PaymentGateway, OrderNotifier, Clock]) =>
        new HandlePaymentNotification(...deps, {
          incident: (msg, details) => logger.error({ msg: `INCIDENT: ${msg}`, ...details }),
          failure: (msg, details) => logger.warn({ msg, ...details }),
        }),
    },
    useCaseProvider(PaymentRecordsQuery, [PaymentRepository]),
    ...(config.jobsEnabled ? [PaymentJobs] : []),
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
    };
  }
}
