/**
 * `alias.property` for a query builder's conditions and orderings, with the property checked
 * against the entity by the compiler; TypeORM writes the column's name in its place.
 */
export const typedAlias =
  <T>(alias: string) =>
  (property: keyof T & string): string =>
    `${alias}.${property}`;
