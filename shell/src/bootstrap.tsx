import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first page in slices, yielding to the browser between them,
// instead of one long task that holds up input (the page is already painted by index.html's frame).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
