/**
 * Business-hours arithmetic for support response targets: when a target of so many hours, started at a given
 * moment, falls due. Enterprise requesters' targets run around the clock; the others run only while the
 * business calendar is open (by default Monday to Friday, 09:00 to 17:00 UTC). All arithmetic is in UTC.
 */

/** The days and hours (UTC) during which business-hours targets run. */
export interface BusinessCalendar {
  /** Days of the week that are open, as `Date#getUTCDay()` numbers (0 is Sunday). */
  readonly days: readonly number[];
  /** Minutes after midnight UTC at which an open day opens. */
  readonly opensAt: number;
  /** Minutes after midnight UTC at which an open day closes; later than `opensAt`. */
  readonly closesAt: number;
}

export const DEFAULT_BUSINESS_CALENDAR: BusinessCalendar = {
  days: [1, 2, 3, 4, 5],
  opensAt: 9 * 60,
  closesAt: 17 * 60,
};

const MINUTE = 60_000;
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * Reads a calendar written as `Mon-Fri 09:00-17:00` (a day, or a range of days, then opening and closing
 * times in UTC). Answers the reason when the text is not one.
 */
export function parseBusinessCalendar(text: string): BusinessCalendar | { error: string } {
  const match = /^\s*([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(\d{2}):(\d{2})\s*-\s*(\d{2}):(\d{2})\s*$/i.exec(text);
  if (!match) return { error: 'Write the business hours as days and UTC times, for example "Mon-Fri 09:00-17:00".' };
  const [, firstDay, lastDay = firstDay, openHours, openMinutes, closeHours, closeMinutes] = match;
  const first = DAY_NAMES.indexOf(firstDay.toLowerCase() as (typeof DAY_NAMES)[number]);
  const last = DAY_NAMES.indexOf(lastDay.toLowerCase() as (typeof DAY_NAMES)[number]);
  if (first < 0 || last < 0) return { error: `Days are written Mon, Tue, Wed, Thu, Fri, Sat or Sun.` };
  const opensAt = Number(openHours) * 60 + Number(openMinutes);
  const closesAt = Number(closeHours) * 60 + Number(closeMinutes);
  if (Number(openMinutes) > 59 || Number(closeMinutes) > 59 || closesAt > 24 * 60 || opensAt >= closesAt) {
    return { error: 'The closing time must be a real time later than the opening time.' };
  }
  const days: number[] = [];
  for (let day = first; ; day = (day + 1) % 7) {
    days.push(day);
    if (day === last) break;
  }
  return { days, opensAt, closesAt };
}

/** The moment a target of `hours` business hours, started at `start`, falls due on the calendar. */
export function addBusinessHours(
  start: Date,
  hours: number,
  calendar: BusinessCalendar = DEFAULT_BUSINESS_CALENDAR,
): Date {
  if (calendar.days.length === 0) throw new RangeError('A business calendar needs at least one open day.');
  let remaining = Math.round(hours * 60) * MINUTE;
  let cursor = start.getTime();
  for (;;) {
    const midnight = cursor - (cursor % (24 * 60 * MINUTE));
    const opens = midnight + calendar.opensAt * MINUTE;
    const closes = midnight + calendar.closesAt * MINUTE;
    const open = calendar.days.includes(new Date(midnight).getUTCDay());
    if (!open || cursor >= closes) {
      cursor = nextOpening(midnight, calendar);
      continue;
    }
    const from = Math.max(cursor, opens);
    if (remaining <= closes - from) return new Date(from + remaining);
    remaining -= closes - from;
    cursor = closes;
  }
}

function nextOpening(midnight: number, calendar: BusinessCalendar): number {
  for (let day = 1; day <= 7; day += 1) {
    const next = midnight + day * 24 * 60 * MINUTE;
    if (calendar.days.includes(new Date(next).getUTCDay())) return next + calendar.opensAt * MINUTE;
  }
  throw new RangeError('A business calendar needs at least one open day.');
}

/**
 * When a first response of `hours` falls due for a ticket opened at `openedAt`: around the clock for
 * requesters whose plan has round-the-clock support, on the business calendar for everyone else.
 */
export function responseDueAt(
  openedAt: Date,
  hours: number,
  { aroundTheClock, calendar = DEFAULT_BUSINESS_CALENDAR }: { aroundTheClock: boolean; calendar?: BusinessCalendar },
): Date {
  return aroundTheClock
    ? new Date(openedAt.getTime() + hours * 60 * MINUTE)
    : addBusinessHours(openedAt, hours, calendar);
}
