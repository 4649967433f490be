import type { DiscoveryService } from '@nestjs/core';

/**
 * Every provider value, in whichever module, that is an instance of `type`: how an infrastructure
 * module collects what the features registered with it (their queues, their error bodies) without
 * importing them. A value provider exists from the moment its module is scanned, so a factory may
 * collect them before any other provider is created.
 */
export function registered<T>(discovery: DiscoveryService, type: abstract new (...args: never[]) => T): T[] {
  const values = discovery
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is T => instance instanceof type);
  return [...new Set(values)];
}
