import { Module } from '@nestjs/common';
import {
  AddRememberedDate,
  Clock,
  DateReminderLinks,
  DateReminderSubscription,
  DateReminderSubscriptions,
  DateReminders,
  DeleteRememberedDate,
  MailRenderer,
  Notifications,
  OrderReadModel,
  RememberedDateRepository,
  RememberedDatesQuery,
  RemindRememberedDates,
  SecureTokens,
  TransactionRunner,
  UpdateRememberedDate,
  UserRepository,
} from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { useCaseProvider } from '../nest/use-case.provider';
import { AdminDateRemindersHttpController } from './admin-date-reminders.http.controller';
import { DateReminderLinksHttpController } from './date-reminder-links.http.controller';
import { RememberedDatesHttpController } from './remembered-dates.http.controller';

const PUBLIC_URL = Symbol('PUBLIC_URL');

/** The profile's «Памятные даты», their daily reminder mails and the mails' unsubscribe links. */
@Module({
  controllers: [RememberedDatesHttpController, DateReminderLinksHttpController, AdminDateRemindersHttpController],
  providers: [
    { provide: PUBLIC_URL, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.publicUrl },
    useCaseProvider(DateReminderLinks, [SecureTokens, PUBLIC_URL]),
    useCaseProvider(RememberedDatesQuery, [RememberedDateRepository]),
    useCaseProvider(AddRememberedDate, [RememberedDateRepository, TransactionRunner, RemindRememberedDates]),
    useCaseProvider(UpdateRememberedDate, [RememberedDateRepository, RemindRememberedDates]),
    useCaseProvider(DeleteRememberedDate, [RememberedDateRepository]),
    useCaseProvider(DateReminderSubscription, [DateReminderSubscriptions, DateReminderLinks, UserRepository]),
    useCaseProvider(RemindRememberedDates, [
      DateReminders,
      OrderReadModel,
      TransactionRunner,
      Notifications,
      MailRenderer,
      DateReminderLinks,
      Clock,
      PUBLIC_URL,
    ]),
  ],
  exports: [RemindRememberedDates],
})
export class RememberedDatesModule {}
