import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { buildConfigFile, configFileName } from '../utils/config-file';
import { downloadJsonFile } from '../utils/download-json-file';

interface Props {
  config: WhiteLabelConfig;
  className?: string;
}

export function DownloadConfigButton({ config, className }: Props) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => downloadJsonFile(configFileName(config.companyName), buildConfigFile(config, new Date()))}
    >
      Download Config
    </button>
  );
}
