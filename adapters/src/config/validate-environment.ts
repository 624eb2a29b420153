import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { Environment } from './environment.schema';
import { Malformed } from './setting-kinds';
import { settingsOf, type SettingDeclaration } from './setting.metadata';

export type RawEnvironment = Readonly<Record<string, string | undefined>>;

/** Every invalid variable of the environment, one sentence each; the server does not start. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment (${problems.length} ${problems.length === 1 ? 'variable' : 'variables'}): ${problems.join(' ')}`);
  }
}

export const ENVIRONMENT_SETTINGS: readonly SettingDeclaration<Environment>[] = settingsOf(Environment);

/**
 * The schema applied to an environment. A value is trimmed, and an empty one means unset, for
 * every variable alike. All variables are checked before anything is refused, so one ConfigError
 * names every invalid one; then the unset ones take their defaults, in declaration order.
 * `@nestjs/config` receives the result (app-config.module.ts).
 */
export function validateEnvironment(raw: RawEnvironment): Environment {
  const given = givenValues(raw);
  const environment = plainToInstance(Environment, given);
  const problems = validateSync(environment).map(sentence);
  if (problems.length > 0) throw new ConfigError(problems);
  return withDefaults(environment);
}

function givenValues(raw: RawEnvironment): Record<string, string> {
  return Object.fromEntries(
    ENVIRONMENT_SETTINGS.flatMap(({ name }) => {
      const value = raw[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/** A kind's message quotes the text it could not read (never a secret's); a rule's is a whole sentence. */
function sentence(error: ValidationError): string {
  const problems = Object.values(error.constraints ?? {});
  if (!(error.value instanceof Malformed)) return problems.join(' ');
  const secret = ENVIRONMENT_SETTINGS.find(({ name }) => name === error.property)?.secret;
  return `${problems.join('; ')}${secret ? '' : `, got "${error.value.text}"`}.`;
}

function withDefaults(environment: Environment): Environment {
  const values = environment as unknown as Record<string, unknown>;
  for (const setting of ENVIRONMENT_SETTINGS) {
    if (values[setting.name] !== undefined) continue;
    values[setting.name] = setting.computeDefault ? setting.computeDefault(environment) : setting.default;
  }
  return environment;
}
