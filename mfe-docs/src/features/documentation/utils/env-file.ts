import { API_KEY_PREFIX } from '@northvault/contracts/api-keys';
import { SAMPLE_ENV } from '../../../utils/request-samples';

/**
 * The installation guide's `.env`, pointing at the sandbox's address, with the reader's plan. The key is the
 * secret shown once on the Developers page: the file only says where it goes.
 */
export function envFile({ baseUrl, planId }: { baseUrl: string; planId: string }): string {
  return `# .env: keep it out of version control
NORTHVAULT_API_URL=${baseUrl}
${SAMPLE_ENV.apiKey}=${API_KEY_PREFIX}...
${SAMPLE_ENV.plan}=${planId}`;
}
