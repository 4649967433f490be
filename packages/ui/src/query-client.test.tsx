import { act, renderHook, waitFor } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createQueryClient, QueryProvider } from './query-client';

it('never retries a write by itself: a failed payment is sent once', async () => {
  const pay = jest.fn(() => Promise.reject(new Error('The connection dropped')));
  const { result } = renderHook(() => useMutation({ mutationFn: pay }), { wrapper: QueryProvider });

  await act(async () => {
    await result.current.mutateAsync().catch(() => undefined);
  });
  // TanStack Query's default would be 0 too: the setting says it, so a change of default cannot charge twice.
  expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(pay).toHaveBeenCalledTimes(1);
  expect(result.current.status).toBe('error');
});

it('does not retry a failed read either: the page shows its sentence at once', async () => {
  const load = jest.fn(() => Promise.reject(new Error('502')));
  const { result } = renderHook(() => useQuery({ queryKey: ['thing'], queryFn: load }), {
    wrapper: QueryProvider,
  });
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(load).toHaveBeenCalledTimes(1);
});

it('gives each provider its own client, so one page’s answers never show on another', async () => {
  const load = jest.fn(() => Promise.resolve('answer'));
  const useThing = () => useQuery({ queryKey: ['thing'], queryFn: load });
  const { result: onePage } = renderHook(useThing, { wrapper: QueryProvider });
  await waitFor(() => expect(onePage.current.data).toBe('answer'));
  const { result: anotherPage } = renderHook(useThing, { wrapper: QueryProvider });
  expect(anotherPage.current.data).toBeUndefined();
  await waitFor(() => expect(anotherPage.current.data).toBe('answer'));
  expect(load).toHaveBeenCalledTimes(2);
});
