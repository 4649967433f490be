import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_WHITE_LABEL_CONFIG, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import { DownloadConfigButton } from './download-config-button';

const saved: WhiteLabelConfig = {
  ...DEFAULT_WHITE_LABEL_CONFIG,
  id: 'WLC-1',
  organizationId: 'ORG-REAL',
  companyName: 'Aurora Bank',
};
const {
  id: _id,
  organizationId: _org,
  isActive: _active,
  ...liveBrand
} = {
  ...saved,
  companyName: 'Aurora Live',
  primaryColor: '#047857',
};
const live = {
  id: 'WLV-3',
  number: 3,
  brand: liveBrand,
  publishedAt: '2025-06-01T09:30:00Z',
  publishedBy: null,
  live: true,
  changes: [],
};

/** Clicks Download Config and returns the file it saved and its name. */
async function download(): Promise<{ name: string; file: Record<string, unknown> }> {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:config';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  await userEvent.click(screen.getByRole('button', { name: 'Download Config' }));
  expect(clicked).toHaveLength(1);
  expect(clicked[0]!.isConnected).toBe(false);
  expect(blobs[0]!.type).toBe('application/json');
  return { name: clicked[0]!.download, file: JSON.parse(await blobs[0]!.text()) };
}

it('saves the saved draft by default, with the real organisation, customCSS and generatedAt', async () => {
  render(<DownloadConfigButton saved={saved} live={live} />);
  const { name, file } = await download();
  expect(name).toBe('aurora-bank-white-label-config.json');
  expect(file).toMatchObject({ id: 'WLC-1', organizationId: 'ORG-REAL', companyName: 'Aurora Bank', isActive: false });
  expect(file.customCSS).toContain('--nv-color-primary: #8080ff;');
  expect(new Date(file.generatedAt as string).toISOString()).toBe(file.generatedAt);
});

it('saves the live version when that is chosen', async () => {
  render(<DownloadConfigButton saved={saved} live={live} />);
  await userEvent.selectOptions(screen.getByLabelText('Configuration to download'), 'Live version (version 3)');
  const { name, file } = await download();
  expect(name).toBe('aurora-live-white-label-config.json');
  expect(file).toMatchObject({
    organizationId: 'ORG-REAL',
    companyName: 'Aurora Live',
    primaryColor: '#047857',
    isActive: true,
  });
  expect(file.customCSS).toContain('--nv-color-primary: #047857;');
});

it('offers no live version while nothing is live, and nothing at all before a save', () => {
  const { rerender } = render(<DownloadConfigButton saved={saved} live={null} />);
  expect(screen.getByRole('option', { name: 'Live version' })).toBeDisabled();
  rerender(<DownloadConfigButton saved={null} live={null} />);
  expect(screen.getByRole('button', { name: 'Download Config' })).toBeDisabled();
});
