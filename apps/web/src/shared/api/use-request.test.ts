import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRequest } from './use-request';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it('is pending while the request is on its way and keeps its failure until the next send', async () => {
    let answer = deferred<string>();
    const { result } = renderHook(() =>
      useRequest((name: string) => answer.promise.then((v) => `${v} ${name}`)),
    );
    expect(result.current).toMatchObject({ isPending: false, error: null });

    let sent!: Promise<string>;
    act(() => void (sent = result.current.send('Rahim')));
    expect(result.current.isPending).toBe(true);
    const refused = new Error('refused');
    await act(async () => {
      answer.reject(refused);
      await expect(sent).rejects.toBe(refused);
    });
    expect(result.current).toMatchObject({ isPending: false, error: refused });

    answer = deferred<string>();
    act(() => void (sent = result.current.send('Karim')));
    expect(result.current).toMatchObject({ isPending: true, error: null });
    await act(async () => {
      answer.resolve('Welcome');
      await expect(sent).resolves.toBe('Welcome Karim');
    });
    expect(result.current).toMatchObject({ isPending: false, error: null });
  });
});
