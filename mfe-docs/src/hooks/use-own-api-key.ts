import { useEffect, useState } from 'react';
import type { ApiKeyListResponse } from '@northvault/contracts/api-keys';
import { PLAN_IDS, type PlanId } from '@northvault/contracts/plans';
import { API_PATHS } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import { isRecord, readJson } from '@northvault/ui/api-json';

/** What the docs fill their examples with for a signed-in reader: never a secret. */
export interface OwnApiKey {
  /** `nv_test_sk_…a1b2`: the reader's newest active key, or null when they have none. */
  prefix: string | null;
  /** The reader's plan, or null without an active plan. */
  planId: PlanId | null;
}

function isPlanId(value: unknown): value is PlanId {
  return (PLAN_IDS as readonly unknown[]).includes(value);
}

/**
 * The signed-in reader's newest active API key (by its display prefix) and plan, from GET /api/api-keys
 * (docs/product/api.md#api-keys); null for a visitor, while it loads, or when it cannot be loaded.
 */
export function useOwnApiKey(): OwnApiKey | null {
  const { user } = useSession();
  const [own, setOwn] = useState<OwnApiKey | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void (async () => {
      try {
        const response = await fetch(API_PATHS.apiKeys, { headers: { Accept: 'application/json' } });
        const body = await readJson(response);
        if (!current || !response.ok || !isRecord(body) || !Array.isArray(body.keys)) return;
        const list = body as unknown as ApiKeyListResponse;
        const active = list.keys.find((key) => key.status === 'active');
        setOwn({ prefix: active?.prefix ?? null, planId: isPlanId(list.planId) ? list.planId : null });
      } catch {
        // The examples keep their placeholders.
      }
    })();
    return () => {
      current = false;
    };
  }, [signedIn]);

  // What a reader who has since signed out loaded stays unseen.
  return signedIn ? own : null;
}
