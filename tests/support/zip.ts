import zlib from 'node:zlib';

/** A minimal zip writer for tests that need a malformed or hostile archive (a zip bomb). */
export function makeZip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = zlib.deflateRawSync(e.data);
    const crc = zlib.crc32(e.data);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** A multipart/form-data body with one file field. */
export function multipartFile(bytes: Buffer, fileName: string, contentType = 'application/octet-stream') {
  const boundary = `----test${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The attack of issue 22: `zip` with an extra local entry at its start that the central directory
 * does not list (the directory's offsets shifted to match), so a reader following the directory
 * never sees it while one walking the local entries in file order inflates it first.
 */
export function withUnlistedEntry(zip: Buffer, name: string, data: Buffer): Buffer {
  const extra = makeZip([{ name, data }]);
  const localLength = extra.readUInt32LE(extra.length - 22 + 16); // the extra archive's directory offset: its one local entry
  const local = extra.subarray(0, localLength);
  const out = Buffer.concat([local, zip]);
  const eocd = out.length - 22; // the archives tests make carry no comment
  if (out.readUInt32LE(eocd) !== 0x06054b50) throw new Error('no end of central directory where expected');
  const dirOffset = out.readUInt32LE(eocd + 16) + local.length;
  out.writeUInt32LE(dirOffset, eocd + 16);
  for (let at = dirOffset, i = 0; i < out.readUInt16LE(eocd + 10); i++) {
    out.writeUInt32LE(out.readUInt32LE(at + 42) + local.length, at + 42);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}
