import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../../server/chat/group-commit';

type Result = { ok: true; value: string } | { ok: false; error: unknown };

/** A store the test releases by hand, recording each batch it was given. */
function manualStore(answer: (x: number) => Result = (x) => ({ ok: true, value: `stored ${x}` })) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const store = (batch: number[]) => {
    batches.push(batch);
    return new Promise<Result[]>((resolve) => pending.push(() => resolve(batch.map(answer))));
  };
  const releaseNext = async () => {
    while (!pending.length) await new Promise((r) => setImmediate(r));
    pending.shift()!();
  };
  return { batches, store, releaseNext };
}

describe('chat group commit', () => {
  it('stores what arrives together in one batch, and what arrives meanwhile in the next, in arrival order', async () => {
    const s = manualStore();
    const gc = new GroupCommit<number, string>(s.store);
    const first = [1, 2, 3].map((x) => gc.submit(x));
    await s.releaseNext();
    expect(await Promise.all(first)).toEqual(['stored 1', 'stored 2', 'stored 3']);
    const second = [4, 5].map((x) => gc.submit(x));
    // While batch [4, 5] is being stored, 6 and 7 wait and go together after it.
    while (s.batches.length < 2) await new Promise((r) => setImmediate(r));
    const third = [6, 7].map((x) => gc.submit(x));
    await s.releaseNext();
    await s.releaseNext();
    expect(await Promise.all([...second, ...third])).toEqual(['stored 4', 'stored 5', 'stored 6', 'stored 7']);
    expect(s.batches).toEqual([
      [1, 2, 3],
      [4, 5],
      [6, 7],
    ]);
  });

  it('answers a refusal to its own request only', async () => {
    const s = manualStore((x) => (x === 2 ? { ok: false, error: new Error('too many') } : { ok: true, value: `stored ${x}` }));
    const gc = new GroupCommit<number, string>(s.store);
    const all = [1, 2, 3].map((x) => gc.submit(x).catch((e: Error) => e.message));
    await s.releaseNext();
    expect(await Promise.all(all)).toEqual(['stored 1', 'too many', 'stored 3']);
  });

  it('stores each request on its own when the whole batch fails, so one bad request fails alone', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<number, string>(async (batch) => {
      batches.push(batch);
      if (batch.includes(2)) throw new Error('transaction failed');
      return batch.map((x) => ({ ok: true as const, value: `stored ${x}` }));
    });
    const all = [1, 2, 3].map((x) => gc.submit(x).catch((e: Error) => e.message));
    expect(await Promise.all(all)).toEqual(['stored 1', 'transaction failed', 'stored 3']);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('caps a batch at its maximum size', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<number, number>(async (batch) => {
      batches.push(batch);
      return batch.map((x) => ({ ok: true as const, value: x }));
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((x) => gc.submit(x)))).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });
});
