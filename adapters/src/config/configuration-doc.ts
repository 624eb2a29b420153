import * as path from 'node:path';
import type { Environment } from './environment.schema';
import type { SettingDeclaration } from './setting.metadata';
import { ENVIRONMENT_SETTINGS } from './validate-environment';

export const CONFIGURATION_DOC_PATH = path.resolve(__dirname, '..', '..', '..', 'docs', 'configuration.md');

export const CONFIGURATION_DOC_COMMAND = 'npm run docs:config';

const INTRODUCTION = `# Configuration

<!-- Written by \`${CONFIGURATION_DOC_COMMAND}\` from adapters/src/config/environment.schema.ts: change the schema, then run it. -->

Every setting is an environment variable, declared once in \`adapters/src/config/environment.schema.ts\`;
none is needed to run the shop locally. The server checks them all at start: if any is invalid it
does not start, and its \`start-up failed\` log line names every invalid variable at once (never
quoting a secret's value). Values are trimmed, and an empty value means unset, for every variable:
the default applies. With \`NODE_ENV=production\` the rules of the last column hold as well.`;

const OUTSIDE_THE_SERVER = `The browser tests and the Lighthouse benchmark read \`CHROME_PATH\` (default \`/usr/bin/chromium\`);
it is not a setting of the server.`;

const cell = (text: string): string => text.replace(/\|/g, '\\|');

const code = (value: unknown): string => `\`${String(value)}\``;

function shownDefault(setting: SettingDeclaration<Environment>): string {
  if (setting.shownDefault) return setting.shownDefault;
  return setting.default === undefined ? '—' : code(setting.default);
}

function value(setting: SettingDeclaration<Environment>): string {
  const secret = setting.secret ? ' (secret)' : '';
  const companion = setting.requiredWith ? `; required with ${code(setting.requiredWith)}` : '';
  return `${setting.accepts}${secret}${companion}`;
}

const row = (setting: SettingDeclaration<Environment>): string =>
  `| ${[code(setting.name), value(setting), shownDefault(setting), setting.doc, setting.inProduction ?? ''].map(cell).join(' | ')} |`;

/** docs/configuration.md, as the schema says it; a unit test fails when the file in the tree differs. */
export function configurationDoc(settings: readonly SettingDeclaration<Environment>[] = ENVIRONMENT_SETTINGS): string {
  return [
    INTRODUCTION,
    '',
    '| variable | value | default | meaning | in production |',
    '|---|---|---|---|---|',
    ...settings.map(row),
    '',
    OUTSIDE_THE_SERVER,
    '',
  ].join('\n');
}
