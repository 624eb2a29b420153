import { HttpException, HttpStatus } from '@nestjs/common';

/** An expected failure with the Russian text the customer or admin reads. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string) {
    super({ error: message }, status);
    this.message = message;
  }
}
