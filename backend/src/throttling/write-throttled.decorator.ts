import { SetMetadata } from '@nestjs/common';

export const WRITE_THROTTLED = 'northvault:write-throttled';

/** Puts a route under the stricter THROTTLE_WRITE_LIMIT, on top of the global per-IP limit. */
export const WriteThrottled = (): MethodDecorator => SetMetadata(WRITE_THROTTLED, true);
