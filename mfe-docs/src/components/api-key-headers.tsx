import { API_KEY_PREFIX } from '@northvault/contracts/api-keys';
import { PUBLIC_API } from '@northvault/contracts/business';
import type { OwnApiKey } from '../hooks/use-own-api-key';
import { CodeBlock } from './code-block';

interface Props {
  /** The signed-in reader's key and plan, or null for a visitor. */
  own: OwnApiKey | null;
  planId: string;
}

/**
 * The two headers of every call with an API key (docs/product/api.md#api-keys). A signed-in reader sees their
 * newest key by its prefix, never its secret, which only its creation showed.
 */
export function ApiKeyHeaders({ own, planId }: Props) {
  const key = own?.prefix ?? `${API_KEY_PREFIX}...`;
  return (
    <>
      <CodeBlock
        code={`Authorization: Bearer ${key}\n${PUBLIC_API.planHeader}: ${planId}`}
        label="request headers"
        caption="Request headers"
      />
      {own?.prefix && (
        <p>
          Your key <code>{own.prefix}</code> is named here by its last characters: put the secret you copied when you
          created it in its place. It is never shown again.
        </p>
      )}
    </>
  );
}
