import { Injectable } from '@nestjs/common';
import { Clock } from '@shop/application';

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
