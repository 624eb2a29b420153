/** Daily view counts per page path. */
export abstract class PageViewStore {
  abstract record(page: string, day: string): Promise<void>;
}
