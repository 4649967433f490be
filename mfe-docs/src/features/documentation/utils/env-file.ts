import { SAMPLE } from '../../../content/sample-data';
import { SAMPLE_ENV } from '../../../utils/request-samples';

/** The installation guide's `.env`, pointing at the sandbox's address. */
export function envFile({ baseUrl }: { baseUrl: string }): string {
  return `# .env: keep it out of version control
NORTHVAULT_API_URL=${baseUrl}
NORTHVAULT_EMAIL=${SAMPLE.email}
NORTHVAULT_PASSWORD=${SAMPLE.password}
${SAMPLE_ENV.plan}=business`;
}
