import { postJson } from '@northvault/ui/api-json';
import { clientErrorDetails } from './api-response';

/** `details`: the server's sentences for a refusal (each failing field's, or its one error); none for a 5xx. */
export type ActionResult<Body> = { ok: true; body: Body } | { ok: false; details: string[] };

/** POSTs one white-label action (deploy, rollback, deactivate, verify). Never throws. */
export async function postAction<Body>(path: string, payload: unknown = {}): Promise<ActionResult<Body>> {
  const answer = await postJson(path, payload);
  if (answer.response === null) return { ok: false, details: [] };
  if (answer.response.ok) return { ok: true, body: answer.body as Body };
  return { ok: false, details: clientErrorDetails(answer.response, answer.body) };
}
