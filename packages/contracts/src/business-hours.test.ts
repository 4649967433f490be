import { addBusinessHours, DEFAULT_BUSINESS_CALENDAR, parseBusinessCalendar, responseDueAt } from './business-hours';

const at = (iso: string) => new Date(iso);

describe('addBusinessHours', () => {
  it('carries a target over the weekend: Friday 16:30 plus 4 business hours is Monday 12:30', () => {
    expect(addBusinessHours(at('2026-11-27T16:30:00Z'), 4)).toEqual(at('2026-11-30T12:30:00Z'));
  });

  it('falls due at the close when the hours fit exactly, not at the next opening', () => {
    expect(addBusinessHours(at('2026-11-27T16:00:00Z'), 1)).toEqual(at('2026-11-27T17:00:00Z'));
  });

  it('starts the clock at the next opening for a ticket opened at night or on a weekend', () => {
    expect(addBusinessHours(at('2026-11-25T22:10:00Z'), 1)).toEqual(at('2026-11-26T10:00:00Z'));
    expect(addBusinessHours(at('2026-11-28T11:00:00Z'), 4)).toEqual(at('2026-11-30T13:00:00Z'));
    expect(addBusinessHours(at('2026-11-30T06:45:00Z'), 1)).toEqual(at('2026-11-30T10:00:00Z'));
  });

  it('spans several days for long targets: 48 business hours are six working days', () => {
    expect(addBusinessHours(at('2026-11-23T09:00:00Z'), 48)).toEqual(at('2026-11-30T17:00:00Z'));
  });

  it('follows a configured calendar', () => {
    const calendar = parseBusinessCalendar('Sun-Thu 08:00-16:00');
    if ('error' in calendar) throw new Error(calendar.error);
    expect(calendar.days).toEqual([0, 1, 2, 3, 4]);
    expect(addBusinessHours(at('2026-11-26T15:00:00Z'), 2, calendar)).toEqual(at('2026-11-29T09:00:00Z'));
  });
});

describe('responseDueAt', () => {
  it('runs around the clock for round-the-clock requesters, across the weekend', () => {
    expect(responseDueAt(at('2026-11-27T16:30:00Z'), 4, { aroundTheClock: true })).toEqual(at('2026-11-27T20:30:00Z'));
  });

  it('runs in business hours for the others', () => {
    expect(responseDueAt(at('2026-11-27T16:30:00Z'), 4, { aroundTheClock: false })).toEqual(at('2026-11-30T12:30:00Z'));
  });
});

describe('parseBusinessCalendar', () => {
  it('reads the default calendar from its written form', () => {
    expect(parseBusinessCalendar('Mon-Fri 09:00-17:00')).toEqual(DEFAULT_BUSINESS_CALENDAR);
  });

  it.each([
    ['weekdays', 'Write the business hours as days and UTC times, for example "Mon-Fri 09:00-17:00".'],
    ['Mon-Fry 09:00-17:00', 'Days are written Mon, Tue, Wed, Thu, Fri, Sat or Sun.'],
    ['Mon-Fri 17:00-09:00', 'The closing time must be a real time later than the opening time.'],
    ['Mon-Fri 09:75-17:00', 'The closing time must be a real time later than the opening time.'],
  ])('refuses %p with a reason', (text, error) => {
    expect(parseBusinessCalendar(text)).toEqual({ error });
  });
});
