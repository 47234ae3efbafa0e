// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../../src/components/lazy/preloadable';

const Hello = () => <p>hello</p>;

describe('preloadable', () => {
  it('fetches the chunk once, whether the preload or the render asks first', async () => {
    let fetched = 0;
    const Screen = preloadable(async () => {
      fetched++;
      return { default: Hello };
    });
    const first = Screen.preload();
    expect(Screen.preload()).toBe(first);
    await first;
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <Screen />
        </Suspense>,
      );
    });
    expect(await screen.findByText('hello')).toBeTruthy();
    expect(fetched).toBe(1);
  });

  it('asks again after a failed fetch instead of remembering the failure', async () => {
    let calls = 0;
    const Screen = preloadable(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return { default: Hello };
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expect(Screen.preload()).resolves.toEqual({ default: Hello });
    expect(calls).toBe(2);
  });
});
