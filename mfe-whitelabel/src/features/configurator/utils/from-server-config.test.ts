import { DEFAULT_WHITE_LABEL_CONFIG, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import { fromServerConfig } from './from-server-config';
import { toSaveRequest } from './to-save-request';

const saved: WhiteLabelConfig = {
  ...DEFAULT_WHITE_LABEL_CONFIG,
  id: 'cfg-1',
  organizationId: 'org-1',
  companyName: 'Aurora Bank',
  primaryColor: '#0369A1',
  fontFamily: 'Montserrat',
  isActive: true,
};

it('takes the saved configuration whole, id, organisation and active state included', () => {
  expect(fromServerConfig(saved)).toEqual({ ...saved, primaryColor: '#0369a1' });
});

it('falls back to the default for a field left out, null, or unusable by the form', () => {
  const partial = {
    id: 'cfg-1',
    organizationId: 'org-1',
    companyName: 'Aurora Bank',
    domain: null,
    primaryColor: 'blue',
    fontFamily: 'Comic Sans MS',
  } as unknown as WhiteLabelConfig;
  expect(fromServerConfig(partial)).toEqual({
    ...DEFAULT_WHITE_LABEL_CONFIG,
    id: 'cfg-1',
    organizationId: 'org-1',
    companyName: 'Aurora Bank',
  });
});

it('sends neither id, organisation nor active state, and trims the text fields', () => {
  const request = toSaveRequest({ ...saved, domain: ' bank.example.com ', contactEmail: ' a@b.co ' });
  expect(request).not.toHaveProperty('id');
  expect(request).not.toHaveProperty('organizationId');
  expect(request).not.toHaveProperty('isActive');
  expect(request).toMatchObject({ domain: 'bank.example.com', contactEmail: 'a@b.co', primaryColor: '#0369A1' });
});
