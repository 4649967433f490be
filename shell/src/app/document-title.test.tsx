import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { DocumentTitle } from './document-title';

function PageThatNamesItself({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

it('gives a route its default title', () => {
  render(
    <DocumentTitle title="Support">
      <p>Support page</p>
    </DocumentTitle>,
  );
  expect(document.title).toBe('Northvault · Support');
});

it('lets a page that names itself keep its own title, even when both mount in one commit', () => {
  render(
    <DocumentTitle title="Blog">
      <PageThatNamesItself title="Reliable webhooks · Northvault Blog" />
    </DocumentTitle>,
  );
  expect(document.title).toBe('Reliable webhooks · Northvault Blog');
});
