import { render, screen, within } from '@testing-library/react';
import { PageHero } from './page-hero';

it('opens the page with its one h1, naming the band after it', () => {
  render(
    <PageHero eyebrow="Help and support" title="Support Center" lead="Help from the engineers who run Northvault.">
      <a href="#ticket">Open a ticket</a>
    </PageHero>,
  );
  const hero = screen.getByRole('region', { name: 'Support Center' });
  expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Support Center');
  expect(hero).toHaveTextContent(
    'Help and supportSupport CenterHelp from the engineers who run Northvault.Open a ticket',
  );
  expect(within(hero).getByRole('link', { name: 'Open a ticket' })).toHaveAttribute('href', '#ticket');
});

it('shows what stands beside the copy', () => {
  render(
    <PageHero
      eyebrow="APIs"
      title="White-label banking APIs"
      lead="Accounts and payments."
      aside={<pre>200 OK</pre>}
      prominent
    />,
  );
  expect(within(screen.getByRole('region', { name: 'White-label banking APIs' })).getByText('200 OK')).toBeVisible();
});
