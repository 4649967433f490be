import type { z } from 'zod';

/** The environment as loadConfig hands it to each section: blank values already removed. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * One module's slice of the configuration: a zod schema from environment variables to typed
 * settings. Each issue's path starts with the variable name and its message completes
 * "<VARIABLE> ...", so loadConfig can name the variable.
 */
export interface ConfigSection<T> {
  schema: z.ZodType<T, Environment>;
  /** Variables whose values must never appear in an error message. */
  secrets?: readonly string[];
}
