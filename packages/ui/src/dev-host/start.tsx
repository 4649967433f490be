/**
 * The entry of a remote's dev host. The import below is the asynchronous boundary the federation
 * runtime needs before anything uses a shared module (React, the session).
 */
void import('./dev-host-page');
