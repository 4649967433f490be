import {
  downgradeSentence,
  proratedUpgradeCents,
  scheduledChangeSentence,
  upgradeChargeSentence,
  upgradeDescription,
} from './billing';

const DAY = 24 * 60 * 60 * 1000;

it('charges the new price less the old one for the part of the period left, each rounded to the cent', () => {
  // Business ($299) to Enterprise ($599) with 10 of 30 days left: 19966.67 → 19967, 9966.67 → 9967.
  expect(proratedUpgradeCents(29900, 59900, 10 * DAY, 30 * DAY)).toBe(10000);
  // 7 of 31 days left: 59900·7/31 = 13525.81 → 13526; 29900·7/31 = 6751.61 → 6752.
  expect(proratedUpgradeCents(29900, 59900, 7 * DAY, 31 * DAY)).toBe(6774);
  // Starter ($99) to Business with 1 ms of 30 days left rounds both shares to 0.
  expect(proratedUpgradeCents(9900, 29900, 1, 30 * DAY)).toBe(0);
  // Each share is rounded before the difference: round(1) − round(0.5) = 0, where round(0.5) alone would be 1.
  expect(proratedUpgradeCents(1, 2, 1, 2)).toBe(0);
});

it('charges the whole difference at the start of the period and nothing at its end or past it', () => {
  expect(proratedUpgradeCents(29900, 59900, 30 * DAY, 30 * DAY)).toBe(30000);
  expect(proratedUpgradeCents(29900, 59900, 0, 30 * DAY)).toBe(0);
  expect(proratedUpgradeCents(29900, 59900, -DAY, 30 * DAY)).toBe(0);
  expect(proratedUpgradeCents(29900, 59900, 40 * DAY, 30 * DAY)).toBe(30000);
  expect(proratedUpgradeCents(29900, 59900, DAY, 0)).toBe(0);
});

it('words the preview, the scheduled change and the receipt line', () => {
  expect(upgradeChargeSentence(18740)).toBe("You'll pay $187.40 today");
  expect(downgradeSentence('Starter', '2026-12-28T09:00:00.000Z')).toBe(
    'Your plan changes to Starter on 28 December 2026. Nothing is charged today.',
  );
  expect(scheduledChangeSentence('Starter', '2026-12-28T09:00:00.000Z')).toBe('Changes to Starter on 28 December 2026');
  expect(upgradeDescription('Enterprise')).toBe('Upgrade to Enterprise, prorated');
});
