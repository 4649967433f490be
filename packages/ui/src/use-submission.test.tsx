import { act, renderHook } from '@testing-library/react';
import type { Outcome } from './api-json';
import { deferred } from './testing/deferred';
import { useSubmission } from './use-submission';

type Sent = { email: string };

function sender() {
  const answers: Array<(outcome: Outcome<{ id: string }>) => void> = [];
  const send = jest.fn((_request: Sent) => {
    const answer = deferred<Outcome<{ id: string }>>();
    answers.push(answer.resolve);
    return answer.promise;
  });
  return { send, answer: (outcome: Outcome<{ id: string }>) => answers.shift()!(outcome) };
}

it('goes from idle to sending to success, keeping what was sent and what came back', async () => {
  const { send, answer } = sender();
  const { result } = renderHook(() => useSubmission(send));
  expect(result.current.submission).toEqual({ status: 'idle' });

  let outcome!: Promise<unknown>;
  act(() => {
    outcome = result.current.submit({ email: 'ada@example.com' });
  });
  expect(result.current.submission).toEqual({ status: 'sending' });

  await act(async () => answer({ success: true, id: 'msg_01' }));
  await expect(outcome).resolves.toEqual({ success: true, id: 'msg_01' });
  expect(result.current.submission).toEqual({
    status: 'success',
    request: { email: 'ada@example.com' },
    accepted: { success: true, id: 'msg_01' },
  });

  act(() => result.current.reset());
  expect(result.current.submission).toEqual({ status: 'idle' });
});

it('shows a refusal’s sentence, and a later send may succeed', async () => {
  const { send, answer } = sender();
  const { result } = renderHook(() => useSubmission(send));
  act(() => void result.current.submit({ email: 'ada@localhost' }));
  await act(async () =>
    answer({
      success: false,
      error: 'Invalid email address',
      fields: { email: 'Invalid email address' },
    }),
  );
  expect(result.current.submission).toEqual({
    status: 'error',
    message: 'Invalid email address',
    fields: { email: 'Invalid email address' },
  });

  act(() => void result.current.submit({ email: 'ada@example.com' }));
  await act(async () => answer({ success: true, id: 'msg_02' }));
  expect(result.current.submission).toMatchObject({ status: 'success', accepted: { id: 'msg_02' } });
});

it('drops a second send while the first is on its way', async () => {
  const { send, answer } = sender();
  const { result } = renderHook(() => useSubmission(send));
  let second: unknown;
  await act(async () => {
    void result.current.submit({ email: 'a@example.com' });
    second = await result.current.submit({ email: 'a@example.com' });
  });
  expect(second).toBeNull();
  expect(send).toHaveBeenCalledTimes(1);
  await act(async () => answer({ success: true, id: 'msg_01' }));
});
