import { screen } from '@testing-library/react';
import { API_PATHS } from '@northvault/contracts/routes';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { WhiteLabelAdmin } from '../features/white-label-admin/components/white-label-admin';
import { fakeResponse, installFetch, type Answer } from './fake-fetch';
import { signedInSession } from '@northvault/session/testing';
import { renderWithSession } from './render-with-session';

/** The white-label endpoints as `installFetch` routes them. */
export const GET_CONFIG = `GET ${API_PATHS.whiteLabelConfig}`;
export const SAVE_CONFIG = `POST ${API_PATHS.whiteLabelConfig}`;
export const DEPLOY = `POST ${API_PATHS.whiteLabelDeploy}`;
export const DEPLOYMENTS = `GET ${API_PATHS.whiteLabelDeployments}`;

/** A saved configuration with every deploy step but the last done. */
export const savedConfig: WhiteLabelConfig = {
  id: 'cfg-42',
  organizationId: 'org-7',
  companyName: 'Aurora Bank',
  domain: 'bank.aurora.example',
  logoUrl: 'https://cdn.aurora.example/logo.svg',
  faviconUrl: 'https://cdn.aurora.example/favicon.ico',
  primaryColor: '#0369a1',
  secondaryColor: '#0ea5e9',
  accentColor: '#22d3ee',
  backgroundGradient: 'linear-gradient(135deg, #064e3b 0%, #065f46 50%, #022c22 100%)',
  fontFamily: 'Lato',
  emailFromName: 'Aurora Support',
  contactEmail: 'help@aurora.example',
  contactPhone: '+44 20 7946 0000',
  isActive: false,
};

/** The admin as a signed-in user sees it, with the server answering through `routes`. */
export function renderAdmin(routes: Record<string, Answer>, enterprise = true) {
  const fetchMock = installFetch(routes);
  renderWithSession(<WhiteLabelAdmin enterprise={enterprise} />, signedInSession(enterprise ? 'enterprise' : null));
  return fetchMock;
}

export const noConfig = () => fakeResponse(200, { config: null });
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const preview = () => screen.getByRole('region', { name: 'Live preview' });
export const frame = () => preview().querySelector<HTMLElement>('.frame')!;
export const tab = (name: string) => screen.getByRole('tab', { name });
/** Resolves once the saved configuration has loaded and the form shows. */
export const saveButton = () => screen.findByRole('button', { name: 'Save' });
export const deployButton = () =>
  screen.getByRole('button', { name: /^(Deploy|Deploying…|Platform Active)$/ }) as HTMLButtonElement;
