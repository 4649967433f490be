import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLAN_LIST } from '@northvault/contracts/plans';

// Prerendered pages colour a plan by a rule of this stylesheet, not an inline style (the CSP blocks those): these
// tests keep the rules and the catalogue's colours one and the same.
const stylesheet = readFileSync(path.join(__dirname, 'plan-colors.module.css'), 'utf8');

it.each(PLAN_LIST.map((plan) => [plan.id, plan.color]))(
  'colours the %s plan %s, as the catalogue does',
  (id, color) => {
    expect(stylesheet).toMatch(new RegExp(`\\.planColor\\[data-plan='${id}'\\]\\s*\\{\\s*--plan-color:\\s*${color};`));
  },
);

it('has a rule for every plan of the catalogue and no other', () => {
  const plans = [...stylesheet.matchAll(/\[data-plan='([^']+)'\]/g)].map((match) => match[1]);
  expect(plans).toEqual(PLAN_LIST.map((plan) => plan.id));
});
