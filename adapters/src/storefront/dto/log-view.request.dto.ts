import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MAX_PAGE_PATH_LENGTH } from '@shop/domain';

/** `page` is checked by the PageViews use case (path shape and length). */
export class LogViewRequestDto {
  @ApiProperty({ type: 'string', maxLength: MAX_PAGE_PATH_LENGTH, description: 'The path of the page seen', example: '/products/plants' })
  @Allow()
  page: unknown;
}
