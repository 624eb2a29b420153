import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  MAX_REVIEW_RATING,
  MAX_REVIEW_TEXT_LENGTH,
  MIN_REVIEW_RATING,
  MODERATED_STATUSES,
  REVIEW_ERRORS,
  type ModeratedStatus,
  type ReviewModerationPayloadDto,
  type ReviewPayloadDto,
} from '@shop/domain';

export class ReviewRequestDto implements ReviewPayloadDto {
  @ApiProperty({ description: 'The rating, 1 to 5', example: 5 })
  @IsInt({ message: REVIEW_ERRORS.invalidRating.message })
  @Min(MIN_REVIEW_RATING, { message: REVIEW_ERRORS.invalidRating.message })
  @Max(MAX_REVIEW_RATING, { message: REVIEW_ERRORS.invalidRating.message })
  rating: number;

  @IsOptional()
  @ApiProperty({ description: 'What the customer writes (may be empty)', example: 'Букет свежий, доставили вовремя' })
  @IsString({ message: REVIEW_ERRORS.textTooLong.message })
  @MaxLength(MAX_REVIEW_TEXT_LENGTH, { message: REVIEW_ERRORS.textTooLong.message })
  text?: string;
}

export class ReviewModerationRequestDto implements ReviewModerationPayloadDto {
  @ApiProperty({ enum: MODERATED_STATUSES, example: 'published' })
  @IsIn(MODERATED_STATUSES, { message: REVIEW_ERRORS.invalidStatus.message })
  status: ModeratedStatus;
}
