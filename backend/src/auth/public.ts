/** What other features use of sign-in: the module, the guards and decorators of a route, and the signed-in account. */
export { AuthModule } from './auth.module';
export { RequiresPermission } from './permission.guard';
export { Authenticated, IdentifiedIfSignedIn, SessionUser } from './session.guard';
export type { SignedInUser } from './signed-in-user';
