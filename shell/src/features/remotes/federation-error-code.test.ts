import { describeFailure, federationErrorCode } from './federation-error-code';

it('reads Module Federation error codes, and names other failures', () => {
  const manifestError = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
  expect(federationErrorCode(manifestError)).toBe('RUNTIME-003');
  expect(federationErrorCode(new Error('boom'))).toBeUndefined();
  expect(describeFailure(manifestError)).toBe('RUNTIME-003');
  expect(describeFailure(new TypeError('x'))).toBe('TypeError');
  expect(describeFailure('x')).toBe('Error');
});
