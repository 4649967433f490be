import { render, screen } from '@testing-library/react';
import { codeSample, heading } from '../content/content-block';
import { ContentBlocks } from './content-blocks';

const CODE = "const id = event.id;\nreturn 'ok';";

jest.mock('../content/code-highlights.generated', () => ({
  CODE_HIGHLIGHTS: {
    "const id = event.id;\nreturn 'ok';": [
      [{ text: 'const', kind: 'keyword' }, { text: ' id = event.id;' }],
      [{ text: 'return', kind: 'keyword' }, { text: ' ' }, { text: "'ok'", kind: 'string-expression' }, { text: ';' }],
    ],
  },
}));

it('renders a sample highlighted at build time as classed spans, its text unchanged', () => {
  render(<ContentBlocks blocks={[codeSample('typescript', CODE)]} headingLevel={2} />);
  const sample = screen.getByRole('region', { name: 'typescript example' });
  expect(sample.textContent).toBe(CODE);
  const spans = sample.querySelectorAll('span');
  expect([...spans].map((span) => [span.textContent, span.className])).toEqual([
    ['const', 'keyword'],
    ['return', 'keyword'],
    ["'ok'", 'string-expression'],
  ]);
  expect(sample.querySelector('[style]')).toBeNull();
});

it('shows a sample the build did not highlight as plain text', () => {
  render(<ContentBlocks blocks={[codeSample('shell', 'npm start')]} headingLevel={2} />);
  const sample = screen.getByRole('region', { name: 'shell example' });
  expect(sample).toHaveTextContent('npm start');
  expect(sample.querySelector('span')).toBeNull();
});

it('anchors each heading by its words, so a link can open the article there', () => {
  render(<ContentBlocks blocks={[heading('Acknowledge first, work `later`')]} headingLevel={2} />);
  expect(screen.getByRole('heading', { name: 'Acknowledge first, work later' })).toHaveAttribute(
    'id',
    'acknowledge-first-work-later',
  );
});
