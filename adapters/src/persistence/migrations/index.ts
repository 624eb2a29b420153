import { CatalogueAndUsers1763800000000 } from './1763800000000-catalogue-and-users';

/** Every migration, in order. Listed explicitly so the same list serves the build and the tests. */
export const MIGRATIONS = [CatalogueAndUsers1763800000000];
