/** A request's query as Fastify parsed it (a repeated parameter is an array); {} when there is none. */
export const queryRecord = (query: unknown): Record<string, unknown> => (typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {});
