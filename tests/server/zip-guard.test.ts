import { describe, expect, it } from 'vitest';
import { InflateBudget, inspectZip, openEntry, ZipLimitError } from '../../server/import/zip-guard';
import { makeZip, withUnlistedEntry } from '../support/zip';

/** The zip rules of imports (server/import/zip-guard.ts): the directory is the only index, inflated bytes are counted while read. */
describe('zip guard', () => {
  const read = async (s: NodeJS.ReadableStream) => {
    let n = 0;
    for await (const c of s) n += (c as Buffer).length;
    return n;
  };

  it('refuses data the directory does not list, before, between or after the entries', async () => {
    const a = { name: 'a.xml', data: Buffer.from('<a/>') };
    const b = { name: 'b.xml', data: Buffer.alloc(5000, 0x41) };
    const sound = makeZip([a, b]);
    expect(await inspectZip(sound)).toMatchObject({ names: ['a.xml', 'b.xml'] });
    expect(await inspectZip(withUnlistedEntry(sound, 'b.xml', Buffer.alloc(1 << 20)))).toEqual({ problem: 'unlisted' });
    // Bytes slipped between the two entries (the second's offset moved past them).
    const dir = sound.readUInt32LE(sound.length - 22 + 16);
    const secondLocal = 30 + a.name.length + sound.readUInt32LE(dir + 20);
    const gap = Buffer.concat([sound.subarray(0, secondLocal), Buffer.alloc(64, 0x55), sound.subarray(secondLocal)]);
    gap.writeUInt32LE(dir + 64, gap.length - 22 + 16);
    const secondCentral = dir + 64 + 46 + a.name.length;
    gap.writeUInt32LE(gap.readUInt32LE(secondCentral + 42) + 64, secondCentral + 42);
    expect(await inspectZip(gap)).toEqual({ problem: 'unlisted' });
  });

  it("stops inflating an entry at the archive's budget while reading", async () => {
    const zip = makeZip([{ name: 'big.xml', data: Buffer.alloc(1 << 20, 0x41) }]);
    const summary = await inspectZip(zip);
    if ('problem' in summary) throw new Error('sound zip refused');
    const entry = summary.entries.get('big.xml')!;
    expect(await read(openEntry(zip, entry, new InflateBudget()))).toBe(1 << 20);
    const budget = new InflateBudget(100_000);
    await expect(read(openEntry(zip, entry, budget))).rejects.toBeInstanceOf(ZipLimitError);
    // An entry inflating beyond the size its directory record declared stops there too.
    await expect(read(openEntry(zip, { ...entry, size: 1000 }, new InflateBudget()))).rejects.toBeInstanceOf(ZipLimitError);
  });
});
