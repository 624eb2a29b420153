/** One read the page's HTML started (shell/public/lead-reads.js): the token it went with, and its answer. */
export interface LeadRead {
  readonly token: string;
  readonly answer: Promise<Response>;
}

/** Where lead-reads.js leaves them. */
export const LEAD_READS_GLOBAL = '__shopLeadReads';

/** The answers of the reads started before the scripts, each taken once, and only with the token it was sent with. */
export interface LeadReads {
  take(path: string, token: string): Promise<Response> | null;
}

export function leadReadsOf(started: Readonly<Record<string, LeadRead>> | undefined): LeadReads {
  const reads = new Map(Object.entries(started ?? {}));
  return {
    take(path, token) {
      const read = reads.get(path);
      if (!read) return null;
      reads.delete(path);
      return read.token === token ? read.answer : null;
    },
  };
}

export const NO_LEAD_READS: LeadReads = { take: () => null };
