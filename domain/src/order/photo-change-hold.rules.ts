import { isPhotoStage, type FulfilmentStage } from './fulfilment.state-machine';

/** The stages at which the bouquet has left the florist's table: past «Готов». */
export const leavesFlorist = (stage: FulfilmentStage): boolean => !isPhotoStage(stage);

/**
 * Whether moving to `to` must wait for a new photo: the customer's latest answer to the bouquet's
 * photo is «Хочу изменить» (`approved` false; a newer photo clears the answer, so none exists yet)
 * and the move takes the bouquet past «Готов». Only the admin's explicit override lets it go.
 */
export const heldForPhotoChange = (latestAnswerApproved: boolean | null, to: FulfilmentStage): boolean => latestAnswerApproved === false && leavesFlorist(to);
