import { errorSentence, fieldSentences, isRecord, readJson } from '@northvault/ui/api-json';

export const WEBHOOK_NETWORK_MESSAGE = 'No connection to Northvault. Check your connection and try again.';

export type WebhookAnswer =
  { ok: true; body: Record<string, unknown> } | { ok: false; message: string; fields: Record<string, string> };

/**
 * One call of the Webhooks tab's API (docs/product/api.md#the-webhooks-tab) with a JSON body, or
 * none: the parsed answer, or the server's sentence (else `failed`) and the fields it refused.
 */
export async function webhookRequest(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  failed: string,
  payload?: object,
): Promise<WebhookAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', ...(payload && { 'Content-Type': 'application/json' }) },
      ...(payload && { body: JSON.stringify(payload) }),
    });
  } catch {
    return { ok: false, message: WEBHOOK_NETWORK_MESSAGE, fields: {} };
  }
  const body = await readJson(response);
  if (response.ok) return { ok: true, body: isRecord(body) ? body : {} };
  return { ok: false, message: errorSentence(body) || failed, fields: fieldSentences(body) };
}
