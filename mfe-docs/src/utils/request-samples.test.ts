import { PUBLIC_API } from '@northvault/contracts/business';
import { bankingEndpoints } from '../content/banking-endpoints';
import { curlSample, nodeSample, requestUrl } from './request-samples';

const [listAccounts, , , createTransaction] = bankingEndpoints(null);

describe('request samples', () => {
  it('builds the URL from the base URL, the path and the example query', () => {
    expect(requestUrl(listAccounts!)).toBe(`${PUBLIC_API.baseUrl}/banking/accounts?status=active`);
    expect(requestUrl(listAccounts!, 'http://localhost:3001/v1')).toBe(
      'http://localhost:3001/v1/banking/accounts?status=active',
    );
  });

  it('writes curl with the bearer token, the plan header and the JSON body', () => {
    const sample = curlSample(createTransaction!, { planId: 'business' });
    expect(sample).toContain(`curl -X POST "${PUBLIC_API.baseUrl}/banking/transactions"`);
    expect(sample).toContain('-H "Authorization: Bearer $NORTHVAULT_TOKEN"');
    expect(sample).toContain(`-H "${PUBLIC_API.planHeader}: business"`);
    expect(sample).toContain('-H "Idempotency-Key: ');
    expect(sample).toContain('"amount": 1250');
  });

  it('reads the plan from the environment in the general docs', () => {
    expect(curlSample(listAccounts!, { planId: null })).toContain(`${PUBLIC_API.planHeader}: $NORTHVAULT_PLAN`);
    expect(nodeSample(listAccounts!, { planId: null })).toContain(
      `'${PUBLIC_API.planHeader}': process.env.NORTHVAULT_PLAN`,
    );
  });

  it('writes Node.js that parses as a module and posts the same body', () => {
    const sample = nodeSample(createTransaction!, { planId: 'enterprise' });
    expect(sample).toContain("method: 'POST'");
    expect(sample).toContain(`'${PUBLIC_API.planHeader}': 'enterprise'`);
    expect(sample).toContain('body: JSON.stringify({');
    // Top-level await is valid in a module; wrapping it in an async function lets us parse it here.
    expect(() => new Function(`return (async () => {\n${sample}\n})`)).not.toThrow();
  });
});
