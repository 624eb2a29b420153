/**
 * What the schema's decorators record of each environment variable beyond its checks: the loader
 * reads the defaults, the error report reads `secret`, docs/configuration.md is written from all of it.
 */
export interface SettingDeclaration<E = unknown> {
  readonly name: string;
  /** The sentence that documents it. */
  readonly doc: string;
  /** What it accepts, as the docs and the error say it: "a whole number from 1 to 500". */
  readonly accepts: string;
  /** Its value when unset. */
  readonly default: unknown;
  /** Or its value when unset, computed from the variables declared above it. */
  readonly computeDefault: ((environment: E) => unknown) | undefined;
  /** How the docs say a default that is computed, or kept elsewhere. */
  readonly shownDefault: string | undefined;
  /** Never repeated in an error; marked in the docs. */
  readonly secret: boolean;
  /** What NODE_ENV=production demands of it ("required", "not `true`"), as the docs' column says it. */
  readonly inProduction: string | undefined;
  /** Another variable it must be set with. */
  readonly requiredWith: string | undefined;
}

type Recorded = { -readonly [K in keyof SettingDeclaration]?: SettingDeclaration[K] };

const SETTINGS = new WeakMap<object, Map<string, Recorded>>();

/** Adds facts about one variable; a variable's first decorator fixes its place in the order. */
export function recordSetting(target: object, name: string, facts: Recorded): void {
  const settings = SETTINGS.get(target) ?? new Map<string, Recorded>();
  SETTINGS.set(target, settings);
  settings.set(name, { ...settings.get(name), ...facts });
}

/** Every variable the schema class declares, in declaration order. */
export function settingsOf<E>(schema: new () => E): SettingDeclaration<E>[] {
  const recorded = SETTINGS.get(schema.prototype as object) ?? new Map<string, Recorded>();
  return [...recorded].map(([name, facts]) => {
    if (!facts.doc || !facts.accepts) throw new Error(`${name} needs both @Setting (its sentence) and a kind decorator (what it accepts).`);
    return {
      name,
      doc: facts.doc,
      accepts: facts.accepts,
      default: facts.default,
      computeDefault: facts.computeDefault as SettingDeclaration<E>['computeDefault'],
      shownDefault: facts.shownDefault,
      secret: facts.secret ?? false,
      inProduction: facts.inProduction,
      requiredWith: facts.requiredWith,
    };
  });
}

type SettingSpec<T, E> = {
  readonly doc: string;
  readonly secret?: true;
} & (
  | { readonly default?: T; readonly shownDefault?: string }
  /** Computed from the variables declared above; the docs need the words for it. */
  | { readonly computedDefault: (environment: E) => T; readonly shownDefault: string }
);

/**
 * The `@Setting` decorator of a schema class E: its sentence, default and secrecy. A default the
 * decorated property cannot hold does not compile (the target becomes `never`).
 */
export function settingDecoratorFor<E>() {
  return <T = never>(spec: SettingSpec<T, E>) =>
    <K extends keyof E & string>(target: [T] extends [E[K]] ? E : never, name: K): void => {
      recordSetting(target as object, name, {
        doc: spec.doc,
        default: 'default' in spec ? spec.default : undefined,
        computeDefault: 'computedDefault' in spec ? (spec.computedDefault as (environment: unknown) => unknown) : undefined,
        shownDefault: spec.shownDefault,
        secret: spec.secret === true,
      });
    };
}
