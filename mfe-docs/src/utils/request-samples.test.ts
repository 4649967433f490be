import { PUBLIC_API } from '@northvault/contracts/business';
import { requestSample, requestSampleKey } from './request-samples';
import { highlightedLines, placeholder } from './sample-template';

// The build fills this module with the samples generated from the OpenAPI document; here, two of them.
jest.mock('../content/request-samples.generated', () => ({
  REQUEST_SAMPLES: {
    'business get-banking-accounts curl':
      "curl --request GET \\\n  --url 'NV_PLACEHOLDER_BASE_URL/banking/accounts?status=active'",
    'all get-auth-user node': "const url = 'NV_PLACEHOLDER_BASE_URL/auth/user';",
  },
}));

describe('request samples', () => {
  it('are keyed by the docs they are shown in (a plan’s, or all), the endpoint and the language', () => {
    expect(requestSampleKey('business', 'get-banking-accounts', 'curl')).toBe('business get-banking-accounts curl');
    expect(requestSampleKey(null, 'get-auth-user', 'python')).toBe('all get-auth-user python');
  });

  it('put the production base URL in the generated sample, or the sandbox’s where the page shows it', () => {
    const production = requestSample('curl', 'get-banking-accounts', { planId: 'business' });
    expect(production?.code).toBe(
      `curl --request GET \\\n  --url '${PUBLIC_API.baseUrl}/banking/accounts?status=active'`,
    );
    const sandbox = requestSample('node', 'get-auth-user', { planId: null, baseUrl: 'http://localhost:3001/v1' });
    expect(sandbox?.code).toBe("const url = 'http://localhost:3001/v1/auth/user';");
    // The build highlighted the template: the page puts the base URL into its tokens.
    expect(sandbox?.template).toEqual({
      code: "const url = 'NV_PLACEHOLDER_BASE_URL/auth/user';",
      values: { [placeholder('baseUrl')]: 'http://localhost:3001/v1' },
    });
    const tokens = {
      [sandbox!.template.code]: [[{ text: "const url = 'NV_PLACEHOLDER_BASE_URL/auth/user';", kind: 'string' }]],
    };
    expect(highlightedLines(tokens, sandbox!.code, sandbox!.template)).toEqual([
      [{ text: sandbox!.code, kind: 'string' }],
    ]);
  });

  it('are missing without a build, or for a plan whose docs do not show the endpoint', () => {
    expect(requestSample('python', 'get-banking-accounts', { planId: 'business' })).toBeNull();
    expect(requestSample('curl', 'get-banking-accounts', { planId: 'starter' })).toBeNull();
  });
});
