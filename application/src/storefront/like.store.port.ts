export interface LikeOutcome {
  readonly likeCount: number;
  /** False when this browser session had already liked the item. */
  readonly counted: boolean;
}

/** Like counters per item ('plant-{id}'), one vote per browser session. */
export abstract class LikeStore {
  abstract count(itemId: string): Promise<number>;
  abstract like(itemId: string, sessionHash: string): Promise<LikeOutcome>;
}
