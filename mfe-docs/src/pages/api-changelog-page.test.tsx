import { screen, within } from '@testing-library/react';
import { ROUTES } from '@northvault/contracts/routes';
import { fakeSession } from '@northvault/session/testing';
import { API_CHANGES } from '../content/api-changelog';
import { renderPage } from '../testing/render-page';
import ApiChangelogPage from './api-changelog-page';

function open() {
  return renderPage(<ApiChangelogPage />, {
    session: fakeSession(),
    url: ROUTES.apiChangelog,
    path: ROUTES.apiChangelog,
  });
}

it('shows every change, newest first, each dated, at its own id', () => {
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'API Changelog' })).toBeVisible();
  const entries = screen.getAllByRole('article');
  expect(entries).toHaveLength(API_CHANGES.length);
  const keys = within(entries[0]!);
  expect(keys.getByRole('heading', { level: 2, name: 'Secret API keys' })).toBeVisible();
  expect(keys.getByText('27 November 2026')).toHaveAttribute('datetime', '2026-11-27');
  expect(entries[0]).toHaveAttribute('id', '2026-11-27-api-keys');
  // Code in the copy is shown as code.
  expect(keys.getByText('This API key is read-only.', { selector: 'code' })).toBeVisible();
  const dates = API_CHANGES.map((change) => change.date);
  expect([...dates].sort().reverse()).toEqual(dates);
});

it('links the Atom feed and the API as files, as downloads with their names', () => {
  open();
  const links = within(screen.getByRole('list', { name: 'Take the API with you' }));
  expect(links.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/api-docs/changelog.xml');
  expect(links.getByRole('link', { name: 'Download OpenAPI' })).toHaveAttribute('download', 'northvault.openapi.json');
  expect(links.getByRole('link', { name: 'Postman collection' })).toHaveAttribute(
    'href',
    '/api-docs/northvault.postman_collection.json',
  );
});

it('gives every change an id no other change has', () => {
  const ids = API_CHANGES.map((change) => change.id);
  expect(new Set(ids).size).toBe(ids.length);
});
