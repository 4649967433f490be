import { useEffect, useState } from 'react';
import type { WhiteLabelConfigResponse } from '@northvault/contracts/api';
import {
  DEFAULT_WHITE_LABEL_CONFIG,
  normaliseHostname,
  type WhiteLabelConfig,
} from '@northvault/contracts/white-label';
import type { ServerState } from '../../../utils/server-state';
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
 * The configuration the form edits, beside what the server holds. With `loadSaved`, the saved
 * draft replaces the form once loaded; until then `loading` holds the form back, so nobody edits
 * defaults that are about to be replaced. A load failure is logged only and the defaults stay.
 * `reload` refreshes what the server holds (after a deploy, a rollback, a verification) without
 * touching what the form shows.
 */
export function useWhiteLabelDraft(loadSaved: boolean) {
  const [config, setConfig] = useState<WhiteLabelConfig>(DEFAULT_WHITE_LABEL_CONFIG);
  const [server, setServer] = useState<ServerState>(NOTHING_SAVED);
  const [loading, setLoading] = useState(loadSaved);
  /** Counts changes on the server, so lists that depend on it load again. */
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (!loadSaved) return;
    const controller = new AbortController();
    getWhiteLabelState(controller.signal)
      .then((response) => {
        if (controller.signal.aborted) return;
        const state = toServerState(response);
        setServer(state);
        if (state.saved) setConfig(state.saved);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [loadSaved]);

  async function reload(): Promise<void> {
    try {
      const state = toServerState(await getWhiteLabelState());
      setServer(state);
      if (state.saved) {
        const { id, organizationId, isActive } = state.saved;
        setConfig((current) => ({ ...current, id, organizationId, isActive }));
      }
    } catch (error) {
      console.error(error);
    }
    setRevision((current) => current + 1);
  }

  const savedKey = server.saved ? requestKey(server.saved) : null;
  const formKey = requestKey(config);
  return {
    config,
    server,
    loading,
    revision,
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
      setServer((current) => ({ ...current, saved: { ...config, ...current.saved, ...request, id } }));
      await reload();
    },
    reload,
  };
}
