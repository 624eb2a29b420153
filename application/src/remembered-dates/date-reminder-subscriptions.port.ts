/** Whether a customer gets the reminder mails of their remembered dates (everyone does until they unsubscribe). */
export abstract class DateReminderSubscriptions {
  abstract isSubscribed(userId: number): Promise<boolean>;
  abstract set(userId: number, subscribed: boolean): Promise<void>;
}
