import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

function textOf(page: ReactElement): string {
  render(<MemoryRouter>{page}</MemoryRouter>);
  // Typographic apostrophes read better; the checks below use plain ones.
  return document.body.textContent!.replace(/’/g, "'");
}

it.each([
  ['privacy policy', <PrivacyPage key="privacy" />],
  ['terms', <TermsPage key="terms" />],
])('dates the %s 1 October 2024', (_document, page) => {
  const text = textOf(page);
  expect(text).toContain('Last updated: 1 October 2024');
  expect(text).toContain('Effective date: 1 October 2024');
});

it('the terms state every legal term and plan transaction limit that belongs in them', () => {
  const text = textOf(<TermsPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of Service');
  for (const figure of [
    "at least 30 days' notice",
    '10 days past due',
    '90 days after termination',
    'in the 12 months before the event',
    'within one year',
    'at least 18 years old',
    'Starter ($99 per month): up to 1,000 transactions per month',
    'Business ($299 per month): up to 10,000 transactions per month',
    'Enterprise ($599 per month): unlimited transactions per month',
  ]) {
    expect(text).toContain(figure);
  }
});

it('the privacy policy states retention, deletion, the response time to requests and the minimum age', () => {
  const text = textOf(<PrivacyPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
  for (const figure of [
    'Records of accounts and transactions are kept for 7 years',
    'Identity-check records are kept for 5 years',
    'deleted 90 days after the contract is terminated',
    'We answer every request within 30 days',
    'aged 18 or over',
  ]) {
    expect(text).toContain(figure);
  }
});

it('links each section from the table of contents and links to the other document', () => {
  textOf(<TermsPage />);
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) {
    const section = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(section).toBeInTheDocument();
    expect(section).toHaveTextContent(link.textContent!);
  }
  const summary = screen.getByRole('region', { name: 'In short' });
  expect(within(summary).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});
