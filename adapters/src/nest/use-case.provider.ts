import type { InjectionToken, Provider } from '@nestjs/common';

/** Binds a use case (a plain class of the application layer) to Nest, built from the providers it needs. */
export const useCaseProvider = <T, A extends unknown[]>(useCase: new (...deps: A) => T, inject: InjectionToken[]): Provider => ({
  provide: useCase,
  inject,
  useFactory: (...deps: unknown[]) => new useCase(...(deps as A)),
});
