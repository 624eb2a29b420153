/** Who a mail comes from and where a reply goes (MAIL_FROM, SHOP_REPLY_TO): the sender is a no-reply address. */
export interface MailEnvelope {
  readonly from: string;
  readonly replyTo: string;
}
