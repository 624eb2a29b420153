// Wire shapes of the remembered dates (issue 29): the profile's «Памятные даты» and their reminder mails.

/** One date: GET /api/profile/dates answers a list of them; POST and PUT answer the one written. */
export interface RememberedDateDto {
  id: number;
  title: string;
  day: number;
  month: number;
  recipient: string | null;
}

/** POST /api/profile/dates and PUT /api/profile/dates/{dateId} */
export interface RememberedDateRequestDto {
  title: string;
  day: number;
  month: number;
  recipient?: string | null;
}

/** POST /api/admin/date-reminders/run: how many dates were mailed now. */
export interface DateRemindersRunDto {
  reminded: number;
}

/** Whether the customer gets the reminder mails: GET/PUT /api/profile/date-reminders, and the unsubscribe link's answers. */
export interface DateRemindersDto {
  subscribed: boolean;
}
