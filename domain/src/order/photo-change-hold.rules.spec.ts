import { FULFILMENT_STAGES } from './fulfilment.state-machine';
import { heldForPhotoChange, leavesFlorist } from './photo-change-hold.rules';

describe('the hold of a bouquet the customer asked to change', () => {
  it('counts the stages past «Готов» as leaving the florist', () => {
    expect(FULFILMENT_STAGES.filter(leavesFlorist)).toEqual(['out_for_delivery', 'delivered', 'picked_up']);
  });

  it('holds only a move past «Готов» while the latest answer is «Хочу изменить»', () => {
    for (const stage of ['out_for_delivery', 'delivered', 'picked_up'] as const) {
      expect(heldForPhotoChange(false, stage)).toBe(true);
      expect(heldForPhotoChange(true, stage)).toBe(false);
      expect(heldForPhotoChange(null, stage)).toBe(false);
    }
    expect(heldForPhotoChange(false, 'assembling')).toBe(false);
    expect(heldForPhotoChange(false, 'ready')).toBe(false);
  });
});
