#!/usr/bin/env node
/** `npm start -w @northvault/local-identity-provider`: the local OpenID Connect provider on :9000. */
import { createIdentityProvider } from './create-identity-provider';
import { loadIdentityProviderConfig } from './identity-provider-config';

try {
  const config = loadIdentityProviderConfig();
  const { app } = createIdentityProvider(config);
  const server = app.listen(config.port, () => {
    console.log(
      `Local identity provider on ${config.issuer} (client ${config.clientId}, redirect ${config.redirectUris.join(', ')})`,
    );
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${config.port} is already in use (OIDC_PORT)` : error.message);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
