import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { loadRemotePage } from './load-remote-page';
import { preloadOnLinkIntent, preloadRemotePage } from './preload-remote-page';

jest.mock('./load-remote-page', () => ({ loadRemotePage: jest.fn(() => Promise.resolve(() => null)) }));

const load = loadRemotePage as jest.Mock;

it('preloads the remote page of the route being entered', () => {
  preloadRemotePage('/api-docs/business');
  expect(load).toHaveBeenCalledWith(MICRO_FRONTENDS.docs, 'PlanApiDocsPage');
  preloadRemotePage('/auth/callback');
  expect(load).toHaveBeenCalledTimes(1);
});

it('preloads the page a link leads to when the pointer rests on it or it takes the focus', () => {
  document.body.innerHTML = '<a href="/support">Support</a><a href="https://elsewhere.example/blog">Away</a>';
  const stop = preloadOnLinkIntent();
  const [support, away] = document.querySelectorAll('a');

  support!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(load).toHaveBeenLastCalledWith(MICRO_FRONTENDS.support, 'SupportPage');
  support!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(load).toHaveBeenCalledTimes(2);

  away!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(load).toHaveBeenCalledTimes(2);

  stop();
  support!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(load).toHaveBeenCalledTimes(2);
});

it('keeps a failed preload quiet', async () => {
  load.mockRejectedValueOnce(new Error('down'));
  expect(() => preloadRemotePage('/documentation')).not.toThrow();
  await Promise.resolve();
});
