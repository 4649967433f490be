import { useCallback, useEffect, useState } from 'react';
import { API_PATHS } from '@northvault/contracts/routes';
import {
  webhookDeliveriesPath,
  type WebhookDeliveryListResponse,
  type WebhookEndpointListResponse,
} from '@northvault/contracts/webhooks';
import { errorSentence, isRecord, readJson } from '@northvault/ui/api-json';

export const WEBHOOKS_LOAD_FAILED = 'Your webhook endpoints could not be loaded. Please reload the page.';
export const DELIVERIES_LOAD_FAILED = 'The deliveries could not be loaded. Please try again.';

export type LoadState<Value> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; value: Value };

function isEndpointList(body: unknown): body is WebhookEndpointListResponse {
  return isRecord(body) && Array.isArray(body.endpoints) && Array.isArray(body.availableEvents);
}

function isDeliveryList(body: unknown): body is WebhookDeliveryListResponse {
  return isRecord(body) && Array.isArray(body.deliveries);
}

/** GET `url` until it answers `accept`'s shape; `reload` asks again. */
function useJson<Value>(
  url: string,
  accept: (body: unknown) => body is Value,
  failed: string,
): { state: LoadState<Value>; reload: () => void } {
  const [state, setState] = useState<LoadState<Value>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const response = await fetch(url, { headers: { Accept: 'application/json' } });
        const body = await readJson(response);
        if (!current) return;
        if (response.ok && accept(body)) setState({ status: 'loaded', value: body });
        // A 403 says why (no active plan); anything else is the generic sentence.
        else setState({ status: 'failed', message: (response.status === 403 && errorSentence(body)) || failed });
      } catch {
        if (current) setState({ status: 'failed', message: failed });
      }
    })();
    return () => {
      current = false;
    };
  }, [url, accept, failed, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}

/** The account's endpoints and the events its plan may subscribe to. */
export function useWebhookEndpoints() {
  return useJson(API_PATHS.webhooks, isEndpointList, WEBHOOKS_LOAD_FAILED);
}

/** One endpoint's latest deliveries with their attempts. */
export function useWebhookDeliveries(webhookId: string) {
  return useJson(webhookDeliveriesPath(webhookId), isDeliveryList, DELIVERIES_LOAD_FAILED);
}
