/** What other features use of sign-in: the module, the access rules of a route, and the signed-in account. */
export { AuthModule } from './auth.module';
export {
  AccessGuard,
  CallerFrom,
  type CallerSource,
  demandPermission,
  IdentifiedIfSignedIn,
  PermissionRefused,
  Public,
  RequiresPermission,
  type RequestWithSubject,
  SignedIn,
} from './access';
export { SessionUser } from './session.guard';
export type { SignedInUser } from './signed-in-user';
