/**
 * A group commit: requests that arrive while a batch is being stored wait and go together in the
 * next one, one transaction for many, in arrival order. Alone, a request goes at once (after the
 * frames already read in the same turn of the event loop); under load, batches grow by themselves
 * to what arrived during the last one, so the database sees a few large transactions instead of
 * many small ones that queue behind each other (docs/chat.md "Load").
 *
 * One batch at a time: a later batch starts after the earlier one committed, so what is stored
 * keeps the order the requests arrived in.
 */
export class GroupCommit<In, Out> {
  private queue: { input: In; resolve: (v: Out) => void; reject: (e: unknown) => void }[] = [];
  private running = false;

  /**
   * `store` takes a batch and answers, per request in the same order, its result or the error that
   * request alone gets (a refusal: not a member, too many). Should the whole batch fail (a
   * transaction error), each request is stored again on its own, so one bad request fails alone.
   */
  constructor(
    private readonly store: (batch: In[]) => Promise<({ ok: true; value: Out } | { ok: false; error: unknown })[]>,
    private readonly maxBatch = 500,
  ) {}

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, this.maxBatch);
        await this.run(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async run(batch: typeof this.queue) {
    let results;
    try {
      results = await this.store(batch.map((b) => b.input));
    } catch (e) {
      if (batch.length === 1) return batch[0].reject(e);
      for (const one of batch) await this.run([one]);
      return;
    }
    batch.forEach((b, i) => {
      const r = results[i];
      if (r.ok) b.resolve(r.value);
      else b.reject(r.error);
    });
  }
}
