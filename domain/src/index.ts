export * from './contract/catalogue.contract';
