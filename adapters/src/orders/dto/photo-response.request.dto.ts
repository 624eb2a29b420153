import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { FULFILMENT_ERRORS, MAX_PHOTO_COMMENT_LENGTH, type PhotoResponsePayloadDto } from '@shop/domain';

/** POST /api/orders/{orderId}/photo-response */
export class PhotoResponseRequestDto implements PhotoResponsePayloadDto {
  @IsBoolean({ message: FULFILMENT_ERRORS.photoAnswerInvalid.message })
  approved: boolean;

  @IsOptional()
  @IsString({ message: FULFILMENT_ERRORS.photoAnswerInvalid.message })
  @MaxLength(MAX_PHOTO_COMMENT_LENGTH, { message: FULFILMENT_ERRORS.photoCommentTooLong.message })
  comment?: string;
}
