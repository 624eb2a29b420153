import { ApiClient } from './api-client';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface TestSetup {
  /** A function when a value is known only once the tests start (a stub server's address). */
  readonly env?: Record<string, string> | (() => Record<string, string>);
  readonly options?: TestAppOptions;
  /** Customers to register and sign in first; their access tokens are in `tokens` under their names. */
  readonly customers?: readonly string[];
  /** Signs the seeded admin in; the token is `tokens.admin`. */
  readonly admin?: boolean;
}

export interface TestContext {
  /** The app of this test file, on a fresh database (ready from the first test on). */
  readonly t: TestApp;
  readonly api: ApiClient;
  readonly tokens: Readonly<Record<string, string>>;
}

/** One whole app for the enclosing describe block: booted before its tests, closed after them. */
export function useTestApp(setup: TestSetup = {}): TestContext {
  const context = { tokens: {} } as { t: TestApp; api: ApiClient; tokens: Record<string, string> };
  beforeAll(async () => {
    context.t = await createTestApp(typeof setup.env === 'function' ? setup.env() : setup.env, setup.options);
    context.api = new ApiClient(context.t.app);
    if (setup.admin) context.tokens.admin = (await context.api.login(context.t.config.admin.email, context.t.config.admin.password)).token;
    for (const name of setup.customers ?? []) context.tokens[name] = (await context.api.customer(name)).token;
  });
  afterAll(() => context.t.close());
  return context;
}
