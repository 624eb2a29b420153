/** Which uploads the shop still shows: product images, order lines' snapshots, bouquet photos, review photos. */
export abstract class UploadReferences {
  /** Those of `names` some row still points at (by any address of the file: /uploads/… or the bucket's public one). */
  abstract referenced(names: readonly string[]): Promise<ReadonlySet<string>>;
}
