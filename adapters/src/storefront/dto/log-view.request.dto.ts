import { Allow } from 'class-validator';

/** `page` is checked by the PageViews use case (path shape and length). */
export class LogViewRequestDto {
  @Allow()
  page: unknown;
}
