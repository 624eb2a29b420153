import { isIP } from 'node:net';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { emailError } from '@shop/domain';
import { recordSetting } from './setting.metadata';

/** A value given as text that is not of its variable's kind; kept so the error can quote it. */
export class Malformed {
  constructor(readonly text: string) {}
}

/** Applies to a property whose type is what the kind makes of the text (a Flag on a number does not compile). */
type KindDecorator<T> = <K extends string>(target: { readonly [P in K]?: T }, name: K) => void;

/**
 * The kind of a variable's value: how the text becomes a typed value (class-transformer) and the
 * check that it did (class-validator). `accepts` ends the error ("PORT must be a port number…") and
 * fills the docs' column. An unset variable (undefined) is of every kind; presence is a rule's job.
 */
function kindDecorator<T>(accepts: string, parse: (text: string) => T | undefined): KindDecorator<T> {
  const read = (text: string) => {
    const value = parse(text);
    return value === undefined ? new Malformed(text) : value;
  };
  const toValue = Transform(({ value }) => (typeof value === 'string' ? read(value) : value));
  const wellFormed = ValidateBy({
    name: 'kind',
    validator: {
      validate: (value: unknown) => !(value instanceof Malformed),
      defaultMessage: (args) => `${args?.property} must be ${accepts}`,
    },
  });
  return (target, name) => {
    toValue(target, name);
    wellFormed(target, name);
    recordSetting(target, name, { accepts });
  };
}

const PORT_NUMBER = /^\d{1,5}$/;
const WHOLE_NUMBER = /^-?\d+$/;
const DECIMAL_NUMBER = /^-?\d+(?:\.\d+)?$/;
const HTTP_ADDRESS = /^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/;
/** The names proxy-addr (Fastify's trustProxy) knows besides addresses and ranges. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TELEGRAM_CHAT = /^(?:-?\d+|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

const withoutTrailingSlash = (address: string): string => (address.endsWith('/') ? address.slice(0, -1) : address);

const isIpRange = (text: string): boolean => {
  const [address, prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

const commaSeparated = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const between = (min: number, max: number) => (number: number) => (number >= min && number <= max ? number : undefined);

export const Port = () => kindDecorator('a port number (0–65535)', (text) => (PORT_NUMBER.test(text) ? between(0, 65535)(Number(text)) : undefined));

export const WholeNumber = (min: number, max: number) =>
  kindDecorator(`a whole number from ${min} to ${max}`, (text) => (WHOLE_NUMBER.test(text) ? between(min, max)(Number(text)) : undefined));

export const DecimalNumber = (min: number, max = Number.POSITIVE_INFINITY) =>
  kindDecorator(max === Number.POSITIVE_INFINITY ? `a number of at least ${min}` : `a number from ${min} to ${max}`, (text) =>
    DECIMAL_NUMBER.test(text) ? between(min, max)(Number(text)) : undefined,
  );

export const Flag = () => kindDecorator('`true` or `false`', (text) => (text === 'true' ? true : text === 'false' ? false : undefined));

export const Text = (minLength = 1) =>
  kindDecorator(minLength > 1 ? `text of at least ${minLength} characters` : 'text', (text) => (text.length >= minLength ? text : undefined));

export const OneOf = (values: readonly string[]) =>
  kindDecorator(`one of ${values.map((value) => `\`${value}\``).join(', ')}`, (text) => (values.includes(text) ? text : undefined));

export const FolderPath = () => kindDecorator('a folder (a relative one is under the working directory)', (text) => text);

/** Kept lower-case: the accounts compare e-mails that way. */
export const EmailAddress = () => kindDecorator('an e-mail address', (text) => (emailError(text) === null ? text.toLowerCase() : undefined));

/** An http(s) address without query; a trailing slash is dropped, so paths can be appended. */
export const HttpAddress = () =>
  kindDecorator('an http(s) address without query', (text) => (HTTP_ADDRESS.test(text) ? withoutTrailingSlash(text) : undefined));

/** An http(s) script address (a query allowed), or `off` (null). */
export const ScriptAddressOrOff = () =>
  kindDecorator('an http(s) address, or `off`', (text) => {
    if (text === 'off') return null;
    if (!URL.canParse(text)) return undefined;
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  });

export const PostgresAddress = () => kindDecorator('a `postgres://` address', (text) => (/^postgres(?:ql)?:\/\/\S+$/.test(text) ? text : undefined));

export const SmtpAddress = () => kindDecorator('an `smtp://` or `smtps://` address', (text) => (/^smtps?:\/\/\S+$/.test(text) ? text : undefined));

export const IpRanges = () =>
  kindDecorator<readonly string[]>('comma-separated IP addresses or CIDR ranges', (text) => {
    const ranges = commaSeparated(text);
    return ranges.length > 0 && ranges.every(isIpRange) ? ranges : undefined;
  });

/** Fastify's trustProxy: false, true (anyone), or the proxies' addresses, ranges and proxy-addr's names. */
export const TrustedProxies = () =>
  kindDecorator('`false`, `true`, or comma-separated proxy addresses or CIDR ranges', (text) => {
    if (text === 'false' || text === 'true') return text === 'true';
    const proxies = commaSeparated(text);
    return proxies.length > 0 && proxies.every((proxy) => isIpRange(proxy) || PROXY_NAMES.includes(proxy)) ? proxies.join(',') : undefined;
  });

export const TelegramChatId = () => kindDecorator('a chat id (`-100…`) or a `@channel` name', (text) => (TELEGRAM_CHAT.test(text) ? text : undefined));
