import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DATABASE, type DatabaseHandle } from './database-handle';

const OWNS_DATABASE = Symbol('OWNS_DATABASE');

/** Closes the database with the app when the app opened it; a caller-supplied one stays the caller's. */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(OWNS_DATABASE) private readonly ownsDatabase: boolean,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.ownsDatabase) await this.database.close();
  }
}

/** Provides the open, migrated database handle as DATABASE to every module. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: { database: DatabaseHandle; ownsDatabase: boolean }): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE, useValue: options.database },
        { provide: OWNS_DATABASE, useValue: options.ownsDatabase },
        DatabaseLifecycle,
      ],
      exports: [DATABASE],
    };
  }
}
