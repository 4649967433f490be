import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, DiscoveryModule } from '@nestjs/core';
import { ApiExceptionFilter } from './api-exception.filter';
import { type ErrorBodyMapping, ErrorBodyRegistration } from './error-body-mapping';

/** Holds one feature's ErrorBodyRegistration; one instance per `forFeature` call. */
@Module({})
class FeatureErrorBodiesModule {}

/**
 * The one exception filter of the app, for every route. It knows no feature: a feature whose
 * requests document another error shape imports `ApiErrorsModule.forFeature(itsMapping)`.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
})
export class ApiErrorsModule {
  static forFeature(mapping: ErrorBodyMapping): DynamicModule {
    return {
      module: FeatureErrorBodiesModule,
      providers: [{ provide: ErrorBodyRegistration, useValue: new ErrorBodyRegistration(mapping) }],
    };
  }
}
