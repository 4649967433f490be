import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BlockingRouter } from '@northvault/router';
import { DevHost } from './dev-host';
import { DEV_HOST_REMOTE } from './remote-pages.generated';

// The shell's router: pages that hold a navigation (useBlocker) need one.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BlockingRouter>
      <DevHost remote={DEV_HOST_REMOTE} />
    </BlockingRouter>
  </StrictMode>,
);
