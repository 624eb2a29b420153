import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { FULFILMENT_ERRORS, MAX_PHOTO_COMMENT_LENGTH, type PhotoResponsePayloadDto } from '@shop/domain';

/** POST /api/orders/{orderId}/photo-response */
export class PhotoResponseRequestDto implements PhotoResponsePayloadDto {
  @ApiProperty({ description: "true: 'Всё отлично'; false: the customer wants a change", example: true })
  @IsBoolean({ message: FULFILMENT_ERRORS.photoAnswerInvalid.message })
  approved: boolean;

  @IsOptional()
  @ApiProperty({ description: 'What to change', example: 'Добавьте, пожалуйста, ещё зелени' })
  @IsString({ message: FULFILMENT_ERRORS.photoAnswerInvalid.message })
  @MaxLength(MAX_PHOTO_COMMENT_LENGTH, { message: FULFILMENT_ERRORS.photoCommentTooLong.message })
  comment?: string;
}
