export * from './catalogue/catalogue.read-model.port';
export * from './catalogue/catalogue.queries';
export * from './accounts/password-hasher.port';
