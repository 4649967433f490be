import { type ArgumentMetadata, Injectable, ValidationPipe } from '@nestjs/common';
import { bodyStructureProblem } from './body-structure';
import { checkParameters } from './request-parameters';
import { RequestValidationException } from './request-validation.exception';
import { validationFields } from './validation-fields';

/**
 * The global pipe: class-validator DTOs, unknown fields refused, strings trimmed by the DTOs'
 * transforms, and every failure turned into a RequestValidationException naming the field.
 * Query and path parameters first get the text rules of body fields (request-parameters.ts).
 */
@Injectable()
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // Messages never echo values: a rejected body may hold card data.
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => RequestValidationException.fromFields(validationFields(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    checkParameters(metadata, value);
    // A JSON array, or no JSON body at all, would otherwise reach class-validator as something
    // it cannot check field by field.
    if (metadata.type === 'body' && this.toValidate(metadata)) {
      if (!isJsonObject(value)) throw new RequestValidationException('Request body must be a JSON object');
      const problem = bodyStructureProblem(value);
      if (problem) throw problem;
    }
    return super.transform(value, metadata);
  }
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
