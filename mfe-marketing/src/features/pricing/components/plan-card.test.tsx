import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { PlanCard } from './plan-card';

// The card is prerendered, where the CSP forbids inline styles, so each plan's colour is a rule of the stylesheet:
// these tests keep those rules and the catalogue's colours one and the same.
const stylesheet = readFileSync(path.join(__dirname, 'plan-card.module.css'), 'utf8');

it.each(PLAN_LIST.map((plan) => [plan.id, plan.color]))(
  'colours the %s card %s, as the catalogue does',
  (id, color) => {
    expect(stylesheet).toMatch(new RegExp(`\\.card\\[data-plan='${id}'\\]\\s*\\{\\s*--plan-color:\\s*${color};`));
  },
);

it('names its plan in a data attribute and carries no inline style', () => {
  render(
    <MemoryRouter>
      {PLAN_LIST.map((plan) => (
        <PlanCard key={plan.id} plan={plan} currentPlanId={null} onChoose={() => {}} onIntent={() => {}} />
      ))}
    </MemoryRouter>,
  );
  const cards = screen.getAllByRole('article');
  expect(cards.map((card) => card.dataset.plan)).toEqual(PLAN_LIST.map((plan) => plan.id));
  for (const card of cards) expect(card).not.toHaveAttribute('style');
});
