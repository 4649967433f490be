import type { WhiteLabelConfigResponse } from '@northvault/contracts/api';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';

/** What the server holds: the saved draft (as the form would show it), what is live, the domain's proof. */
export type ServerState = Omit<WhiteLabelConfigResponse, 'config'> & { saved: WhiteLabelConfig | null };
