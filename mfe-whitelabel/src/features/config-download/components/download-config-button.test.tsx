import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_WHITE_LABEL_CONFIG } from '@northvault/contracts/white-label';
import { DownloadConfigButton } from './download-config-button';

it('saves the configuration file through a temporary download link', async () => {
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

  render(<DownloadConfigButton config={{ ...DEFAULT_WHITE_LABEL_CONFIG, companyName: 'Aurora Bank' }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Download Config' }));

  expect(clicked).toHaveLength(1);
  expect(clicked[0]!.download).toBe('aurora-bank-white-label-config.json');
  expect(clicked[0]!.href).toBe('blob:config');
  expect(clicked[0]!.isConnected).toBe(false);
  expect(blobs[0]!.type).toBe('application/json');
  const file = JSON.parse(await readText(blobs[0]!));
  expect(file).toMatchObject({ companyName: 'Aurora Bank', primaryColor: '#8080ff' });
  expect(file.customCSS).toContain('--wl-color-primary: #8080ff;');
  expect(new Date(file.generatedAt).toISOString()).toBe(file.generatedAt);

  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:config');
});

/** jsdom's Blob has no text(): read it the older way. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
