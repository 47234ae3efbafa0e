// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createListeners, createStore, useStore } from '../../../src/api/store';

/** The one store helper (src/api/store.ts) behind the settings, saved views, frequent menus and configured routes. */
describe('store', () => {
  it('tells every subscriber of a change until it unsubscribes', () => {
    const store = createStore({ n: 0, name: 'a' });
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.get().n));
    store.set({ n: 1, name: 'a' });
    store.update({ n: 2 });
    expect(store.get()).toEqual({ n: 2, name: 'a' });
    stop();
    store.update({ n: 3 });
    expect(seen).toEqual([1, 2]);
    expect(store.get().n).toBe(3);
  });

  it('keeps the same value object until a change, and update makes a new one', () => {
    const store = createStore({ n: 0 });
    const before = store.get();
    expect(store.get()).toBe(before);
    store.update({ n: 0 });
    expect(store.get()).not.toBe(before);
    expect(before.n).toBe(0);
  });

  it('tells the others when a listener unsubscribes while being told', () => {
    const { subscribe, notify } = createListeners();
    const calls: string[] = [];
    const stopA = subscribe(() => {
      calls.push('a');
      stopA();
    });
    subscribe(() => calls.push('b'));
    notify();
    notify();
    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('re-renders every component showing the value when it changes', () => {
    const store = createStore({ label: 'first' });
    const Show = ({ id }: { id: string }) => createElement('span', { 'data-testid': id }, useStore(store).label);
    render(createElement('div', null, createElement(Show, { id: 'one' }), createElement(Show, { id: 'two' })));
    expect(screen.getByTestId('one').textContent).toBe('first');
    act(() => store.update({ label: 'second' }));
    expect(screen.getByTestId('one').textContent).toBe('second');
    expect(screen.getByTestId('two').textContent).toBe('second');
  });
});
