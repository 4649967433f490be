import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DevHost } from './dev-host';
import { DEV_HOST_REMOTE } from './remote-pages.generated';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <DevHost remote={DEV_HOST_REMOTE} />
    </BrowserRouter>
  </StrictMode>,
);
