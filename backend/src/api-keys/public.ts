/** What other features use of API keys: the module, and the check the sandbox runs on a presented key. */
export { ApiKeysModule } from './api-keys.module';
export { ApiKeys, type ApiKeyCheck, type ApiKeyRefusal, type AuthenticatedKey } from './api-keys.service';
