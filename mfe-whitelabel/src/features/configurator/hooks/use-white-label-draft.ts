import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhiteLabelConfigResponse } from '@northvault/contracts/api';
import {
  DEFAULT_WHITE_LABEL_CONFIG,
  normaliseHostname,
  type WhiteLabelConfig,
} from '@northvault/contracts/white-label';
import type { ServerState } from '../../../utils/server-state';
import { WHITE_LABEL_QUERIES } from '../../../utils/white-label-queries';
import { getWhiteLabelState } from '../api/get-white-label-state';
import { fromServerConfig } from '../utils/from-server-config';
import { toSaveRequest, type SaveWhiteLabelConfigRequest } from '../utils/to-save-request';

/** Edits that the form makes: everything but what the server owns. */
export type WhiteLabelEdit = Partial<SaveWhiteLabelConfigRequest>;

const NOTHING_SAVED: ServerState = { saved: null, live: null, upToDate: false, domain: null };

const requestKey = (config: WhiteLabelConfig) => JSON.stringify(toSaveRequest(config));

function toServerState(response: WhiteLabelConfigResponse): ServerState {
  const { config, ...rest } = response;
  return { ...rest, saved: config ? fromServerConfig(config) : null };
}

/**
 * The configuration the form edits, beside what the server holds (a query of the admin's client).
 * With `loadSaved`, the saved draft replaces the form once loaded; until then `loading` holds the form
 * back, so nobody edits defaults that are about to be replaced. A load failure is logged only (by the
 * query client) and the defaults stay. `reload` refreshes what the server holds (after a deploy, a
 * rollback, a verification) without touching what the form shows, and marks the Manage lists stale.
 */
export function useWhiteLabelDraft(loadSaved: boolean) {
  const queryClient = useQueryClient();
  const load = useQuery({
    queryKey: WHITE_LABEL_QUERIES.state,
    queryFn: async ({ signal }) => toServerState(await getWhiteLabelState(signal)),
    enabled: loadSaved,
    // Only `reload` asks again: the form was seeded from this answer, and a refetch on its own would
    // move "what is saved" under the person editing.
    staleTime: Infinity,
  });
  const [config, setConfig] = useState<WhiteLabelConfig>(DEFAULT_WHITE_LABEL_CONFIG);
  const [seeded, setSeeded] = useState(!loadSaved);
  // The first answer (or failure) seeds the form once, during the render that sees it.
  if (!seeded && (load.isSuccess || load.isError)) {
    setSeeded(true);
    if (load.data?.saved) setConfig(load.data.saved);
  }
  const server = load.data ?? NOTHING_SAVED;

  async function reload(): Promise<void> {
    const answer = await load.refetch();
    if (answer.isSuccess && answer.data.saved) {
      const { id, organizationId, isActive } = answer.data.saved;
      setConfig((current) => ({ ...current, id, organizationId, isActive }));
    }
    void queryClient.invalidateQueries({ queryKey: WHITE_LABEL_QUERIES.versions });
    void queryClient.invalidateQueries({ queryKey: WHITE_LABEL_QUERIES.audit });
  }

  const savedKey = server.saved ? requestKey(server.saved) : null;
  const formKey = requestKey(config);
  return {
    config,
    server,
    loading: !seeded,
    /** True while the form differs from the saved draft, or nothing has been saved. */
    dirty: savedKey !== formKey,
    /** True once the form differs from what it last loaded or saved: leaving would lose that work. */
    edited: formKey !== (savedKey ?? requestKey(DEFAULT_WHITE_LABEL_CONFIG)),
    /** The server has proved the domain the form shows (a domain typed and not saved is not). */
    domainVerified: server.domain?.verified === true && server.domain.domain === normaliseHostname(config.domain),
    update(edit: WhiteLabelEdit) {
      setConfig((current) => ({ ...current, ...edit }));
    },
    /** Records a successful save of `request` (not of the form, which may have moved on meanwhile). */
    async markSaved(id: string, request: SaveWhiteLabelConfigRequest) {
      setConfig((current) => ({ ...current, id }));
      queryClient.setQueryData<ServerState>(WHITE_LABEL_QUERIES.state, (current = NOTHING_SAVED) => ({
        ...current,
        saved: { ...config, ...current.saved, ...request, id },
      }));
      await reload();
    },
    reload,
  };
}
