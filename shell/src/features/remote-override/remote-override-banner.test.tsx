import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_OVERRIDE_COOKIE, REMOTE_OVERRIDE_ELEMENT_ID } from '@northvault/contracts/micro-frontends';
import { pageRemoteOverride, RemoteOverrideBanner } from './remote-override-banner';

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = REMOTE_OVERRIDE_ELEMENT_ID;
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

it('reads the override the site named in the page, and nothing from a page without one or a broken block', () => {
  expect(pageRemoteOverride(pageWith('{"remote":"mfe-docs","entry":"http://localhost:8082/remoteEntry.js"}'))).toEqual({
    remote: 'mfe-docs',
    entry: 'http://localhost:8082/remoteEntry.js',
  });
  expect(pageRemoteOverride(pageWith(null))).toBeNull();
  expect(pageRemoteOverride(pageWith('{"remote":'))).toBeNull();
  expect(pageRemoteOverride(pageWith('{"remote":1}'))).toBeNull();
});

it('renders nothing without an override', () => {
  const { container } = render(<RemoteOverrideBanner override={null} />);
  expect(container).toBeEmptyDOMElement();
});

it('names the remote and its URL, and its button clears the cookie and reloads', async () => {
  const reload = jest.fn();
  document.cookie = `${REMOTE_OVERRIDE_COOKIE}=mfe-docs=http://localhost:8082; Path=/`;
  render(
    <RemoteOverrideBanner
      override={{ remote: 'mfe-docs', entry: 'http://localhost:8082/remoteEntry.js' }}
      reload={reload}
    />,
  );
  const banner = screen.getByRole('complementary', { name: 'Remote override' });
  expect(banner).toHaveTextContent(
    'This page uses an overridden remote: mfe-docs from http://localhost:8082/remoteEntry.js',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Clear the override and reload' }));
  expect(document.cookie).not.toContain(REMOTE_OVERRIDE_COOKIE);
  expect(reload).toHaveBeenCalledTimes(1);
});
