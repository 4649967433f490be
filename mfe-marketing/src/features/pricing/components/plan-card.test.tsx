import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { PlanCard } from './plan-card';

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
