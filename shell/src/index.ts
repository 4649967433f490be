import { preloadRemotePage } from './features/remotes/preload-remote-page';

// The page's remote starts loading now, alongside the shell's own chunks, not after React renders.
preloadRemotePage(window.location.pathname);

// The async boundary lets Module Federation settle the shared modules (one React) before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
