/**
 * The next picture of a rotating card: any other one, chosen at random (spec §4 'Landing images').
 * `random` returns a number in [0, 1) like Math.random.
 */
export function nextRandomIndex(current: number, count: number, random: () => number): number {
  if (count < 2) return 0;
  const step = 1 + Math.min(count - 2, Math.floor(random() * (count - 1)));
  return (current + step) % count;
}

/**
 * A carousel that runs to one end and turns back (spec §2 'Flower-composition service'):
 * the position and direction after one automatic step.
 */
export function pingPongStep(index: number, direction: 1 | -1, count: number): { index: number; direction: 1 | -1 } {
  if (count < 2) return { index: 0, direction: 1 };
  const turned = index + direction < 0 || index + direction > count - 1 ? (-direction as 1 | -1) : direction;
  return { index: index + turned, direction: turned };
}

/** Previous/next that wrap around (the lightbox). */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
