/** The largest id a row can have: the tables' ids are PostgreSQL integers. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `id` can name a row at all; a query with any other number fails (22003) instead of finding nothing. */
export const isRowId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;
