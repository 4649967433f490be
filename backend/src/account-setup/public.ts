/** What other features use of account setup: the subscription password, which the sandbox's login checks. */
export { AccountSetupModule } from './account-setup.module';
export { SubscriptionPasswords } from './subscription-passwords.service';
export { PasswordHashBusyError, PasswordHashGate } from './password-hash-gate';
