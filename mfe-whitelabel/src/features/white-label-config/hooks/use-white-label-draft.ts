import { useEffect, useState } from 'react';
import { DEFAULT_WHITE_LABEL_CONFIG, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import { getWhiteLabelConfig } from '../api/get-white-label-config';
import { fromServerConfig } from '../utils/from-server-config';
import { toSaveRequest, type SaveWhiteLabelConfigRequest } from '../utils/to-save-request';

/** Edits that the form makes: everything but what the server owns. */
export type WhiteLabelEdit = Partial<SaveWhiteLabelConfigRequest>;

const requestKey = (request: SaveWhiteLabelConfigRequest) => JSON.stringify(request);

/**
 * The configuration the form edits. With `loadSaved`, the saved configuration replaces it once
 * loaded (SPEC section 7); until then `loading` holds the form back, so nobody edits defaults that
 * are about to be replaced. A load failure is logged only (SPEC section 8) and the defaults stay.
 */
export function useWhiteLabelDraft(loadSaved: boolean) {
  const [config, setConfig] = useState<WhiteLabelConfig>(DEFAULT_WHITE_LABEL_CONFIG);
  // What the server holds, as the form would send it: anything else is an unsaved change.
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const [loading, setLoading] = useState(loadSaved);

  useEffect(() => {
    if (!loadSaved) return;
    const controller = new AbortController();
    getWhiteLabelConfig(controller.signal)
      .then((saved) => {
        if (controller.signal.aborted || !saved) return;
        const loaded = fromServerConfig(saved);
        setConfig(loaded);
        if (loaded.id) setSavedKey(requestKey(toSaveRequest(loaded)));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [loadSaved]);

  return {
    config,
    loading,
    /** True while the form differs from the saved configuration, or nothing has been saved. */
    dirty: savedKey !== requestKey(toSaveRequest(config)),
    update(edit: WhiteLabelEdit) {
      setConfig((current) => ({ ...current, ...edit }));
    },
    /** Records a successful save of `request` (not of the form, which may have moved on meanwhile). */
    markSaved(id: string, request: SaveWhiteLabelConfigRequest) {
      setConfig((current) => ({ ...current, id }));
      setSavedKey(requestKey(request));
    },
    markActive() {
      setConfig((current) => ({ ...current, isActive: true }));
    },
  };
}
