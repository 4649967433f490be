/**
 * The budgets of `npm run bench:web` (docs/benchmarks.md#running-them), and the verdict on one run:
 * one line per budget and page, PASS or FAIL.
 */

export const WEB_BUDGETS = {
  /** Lighthouse mobile, median of the runs. */
  performanceAtLeast: 98,
  lcpMsAtMost: 1200,
  /** No layout shift at all: the median CLS, to three decimals, is 0. */
  clsAtMost: 0,
  tbtMsAtMost: 100,
  /** One interaction per page, timed as Interaction to Next Paint under the same CPU slowdown. */
  inpMsAtMost: 200,
  /** The page's HTML as the server sends it, gzip. */
  htmlKbAtMost: 40,
  /** Every script the landing page downloads, gzip. */
  landingJsKbAtMost: 150,
} as const;

export interface PageMeasure {
  page: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  htmlKb: number;
  /** null when the interaction could not be made (its control never appeared). */
  inpMs: number | null;
  interaction: string;
}

export interface LandingMeasure {
  javascriptKb: number;
  reactCopies: number;
}

export interface Check {
  label: string;
  passed: boolean;
}

export function judge(pages: readonly PageMeasure[], landing: LandingMeasure): Check[] {
  const b = WEB_BUDGETS;
  const perPage = (measure: PageMeasure): Check[] => [
    {
      label: `${measure.page}: performance ${measure.performance} ≥ ${b.performanceAtLeast}`,
      passed: measure.performance >= b.performanceAtLeast,
    },
    { label: `${measure.page}: LCP ${measure.lcpMs} ms ≤ ${b.lcpMsAtMost} ms`, passed: measure.lcpMs <= b.lcpMsAtMost },
    { label: `${measure.page}: CLS ${measure.cls} = 0`, passed: Number(measure.cls.toFixed(3)) <= b.clsAtMost },
    { label: `${measure.page}: TBT ${measure.tbtMs} ms ≤ ${b.tbtMsAtMost} ms`, passed: measure.tbtMs <= b.tbtMsAtMost },
    {
      label: `${measure.page}: HTML ${measure.htmlKb.toFixed(1)} KB ≤ ${b.htmlKbAtMost} KB gzip`,
      passed: measure.htmlKb <= b.htmlKbAtMost,
    },
    measure.inpMs === null
      ? { label: `${measure.page}: INP not measured (${measure.interaction} could not be done)`, passed: false }
      : {
          label: `${measure.page}: INP ${measure.inpMs} ms ≤ ${b.inpMsAtMost} ms (${measure.interaction})`,
          passed: measure.inpMs <= b.inpMsAtMost,
        },
  ];
  return [
    ...pages.flatMap(perPage),
    {
      label: `landing JavaScript ${landing.javascriptKb.toFixed(1)} KB ≤ ${b.landingJsKbAtMost} KB gzip`,
      passed: landing.javascriptKb <= b.landingJsKbAtMost,
    },
    { label: `React downloaded ${landing.reactCopies} time(s) = 1`, passed: landing.reactCopies === 1 },
  ];
}
