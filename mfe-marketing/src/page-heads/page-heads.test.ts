import { PLAN_LIST } from '@northvault/contracts/plans';
import pageHeads from './page-heads';

it('describes the company and one monthly USD offer per plan of the catalogue on the landing page', () => {
  const home = pageHeads().find((head) => head.path === '/')!;
  expect(home.jsonLd.map((block) => block['@type'])).toEqual(['Organization', 'Product']);
  const offers = home.jsonLd[1]!.offers as Array<Record<string, unknown>>;
  expect(offers).toHaveLength(PLAN_LIST.length);
  offers.forEach((offer, index) => {
    const plan = PLAN_LIST[index]!;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      name: `${plan.name} plan`,
      price: plan.price.toFixed(2),
      priceCurrency: 'USD',
      priceSpecification: { unitCode: 'MON', price: plan.price.toFixed(2), priceCurrency: 'USD' },
    });
  });
});

it('keeps the success and billing pages out of search engines', () => {
  const unlisted = pageHeads()
    .filter((head) => !head.indexable)
    .map((head) => head.path);
  expect(unlisted).toEqual(['/success', '/account/billing']);
});
