import { readFileSync } from 'node:fs';
import { CONFIGURATION_DOC_COMMAND, CONFIGURATION_DOC_PATH, configurationDoc } from './configuration-doc';
import { ENVIRONMENT_SETTINGS } from './validate-environment';

const rowOf = (doc: string, name: string): string | undefined => doc.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));

describe('docs/configuration.md', () => {
  it(`is what \`${CONFIGURATION_DOC_COMMAND}\` writes from the schema`, () => {
    const written = readFileSync(CONFIGURATION_DOC_PATH, 'utf8');
    const generated = configurationDoc();
    if (written === generated) return;
    const [writtenLines, generatedLines] = [written.split('\n'), generated.split('\n')];
    const line = Array.from({ length: Math.max(writtenLines.length, generatedLines.length) }, (_, index) => index).find(
      (index) => writtenLines[index] !== generatedLines[index],
    );
    throw new Error(
      `docs/configuration.md differs from the schema (first at line ${Number(line) + 1}): run \`${CONFIGURATION_DOC_COMMAND}\` and commit the file.`,
    );
  });

  it('has a row for every variable, with its default, meaning and production rule', () => {
    const doc = configurationDoc();
    for (const { name, doc: meaning } of ENVIRONMENT_SETTINGS) expect(rowOf(doc, name)).toContain(meaning);
    expect(rowOf(doc, 'PORT')).toBe('| `PORT` | a port number (0–65535) | `3000` | HTTP port of the server. |  |');
    expect(rowOf(doc, 'DB_POOL_SIZE')).toContain('| `50` embedded, `20` with `DATABASE_URL` |');
    expect(rowOf(doc, 'JWT_SECRET')).toMatch(/^\| `JWT_SECRET` \| text of at least 32 characters \(secret\) \| generated once .* \| required \|$/);
    expect(rowOf(doc, 'TRUST_PROXY')).toMatch(/\| not `true` \|$/);
    expect(rowOf(doc, 'TELEGRAM_CHAT_ID')).toContain('; required with `TELEGRAM_BOT_TOKEN` |');
    expect(rowOf(doc, 'SMTP_URL')).toContain('| — |');
  });
});
