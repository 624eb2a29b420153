/** Spec §5: an amount in roubles is typed as a number with kopecks (step 0.01), never below 0. */
export const MONEY_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;
