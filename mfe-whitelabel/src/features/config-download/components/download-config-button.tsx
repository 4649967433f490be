import { useId, useState } from 'react';
import type { WhiteLabelVersion } from '@northvault/contracts/api';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { buildConfigFile, configFileName, liveConfig } from '../utils/config-file';
import { downloadJsonFile } from '../utils/download-json-file';
import styles from './download-config-button.module.css';

interface Props {
  /** The saved draft as the server holds it; `null` before the first save. */
  saved: WhiteLabelConfig | null;
  live: WhiteLabelVersion | null;
  className?: string;
}

type Source = 'draft' | 'live';

/**
 * Saves a configuration the server accepted, the draft or the live version as the person chooses,
 * never the form as typed: the form may hold values the server would refuse.
 */
export function DownloadConfigButton({ saved, live, className }: Props) {
  const selectId = useId();
  const [choice, setChoice] = useState<Source>('draft');
  const source: Source | null = choice === 'live' && live ? 'live' : saved ? 'draft' : null;
  const config = saved && source === 'live' && live ? liveConfig(saved, live) : source === 'draft' ? saved : null;

  return (
    <span className={styles.download}>
      <label className="nv-visually-hidden" htmlFor={selectId}>
        Configuration to download
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={source ?? 'draft'}
        disabled={!saved}
        onChange={(event) => setChoice(event.target.value as Source)}
      >
        <option value="draft">Saved draft</option>
        <option value="live" disabled={!live}>
          Live version{live ? ` (version ${live.number})` : ''}
        </option>
      </select>
      <button
        type="button"
        className={className}
        disabled={!config}
        title={config ? undefined : 'Save your configuration to download it'}
        onClick={() =>
          config && downloadJsonFile(configFileName(config.companyName), buildConfigFile(config, new Date()))
        }
      >
        Download Config
      </button>
    </span>
  );
}
