/**
 * What other features use of the white-label platform: the sandbox's White-Label API reads and
 * publishes through its services, and the account setup page and the sandbox's login name the
 * organisation a subscriber owns.
 */
export { WhiteLabelModule } from './white-label.module';
export { WhiteLabelService } from './white-label.service';
export { WhiteLabelPublishing } from './versions/white-label-publishing';
export { deploymentBody } from './versions/white-label-deployment';
export { OrganizationOf } from './organization-of';
