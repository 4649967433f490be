import { BadRequestException } from '@nestjs/common';

/** A 400 whose `error` is the first failing field's message and `fields` lists every failing field. */
export class RequestValidationException extends BadRequestException {
  constructor(
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  static fromFields(fields: Record<string, string>): RequestValidationException {
    const first = Object.values(fields)[0] ?? 'Request body is invalid';
    return new RequestValidationException(first, fields);
  }
}
