import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, startApp, targets } from './harness';

/**
 * Uploads (docs/api-waybill.md "Uploads"): a file is taken only when its name and its bytes are of an
 * allowed type, nothing is kept on refusal, and it is served back under its uuid in a way no browser
 * would run as a page.
 */

// A real 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// The start of a Windows executable (MZ header, then a PE stub), with bytes no text has.
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]),
  Buffer.alloc(48),
]);
const IMAGE_MSG = '只能上传 JPG、JPEG、BMP、PNG 格式的图片';
const DOC_MSG = '只能上传 PDF、DOC、DOCX、XLS、XLSX、TXT、RAR、ZIP、JPG、JPEG、BMP、PNG、OFD 格式的文件';

describe.each(targets)('uploads on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  const upload = (kind: string, fileName: string, bytes: Buffer, opts: { token?: string | null; lang?: string; field?: string } = {}) => {
    const { payload, headers } = multipart(fileName, bytes, opts.field);
    const token = opts.token === undefined ? admin : opts.token;
    return h.app.inject({
      method: 'POST',
      url: `/api/upload?kind=${kind}`,
      payload,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      },
    });
  };
  const stored = async () =>
    Number(
      (
        await h.ctx.db
          .selectFrom('sys_file')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('takes a real PNG and serves it back without a token, typed by its content and not sniffable', async () => {
    const r = await upload('image', '货物照片.png', PNG);
    expect(r.statusCode, r.body).toBe(200);
    const { fileUrl, fileName, size } = r.json().data;
    expect(fileName).toBe('货物照片.png');
    expect(size).toBe(PNG.length);
    expect(fileUrl).toMatch(/^\/files\/[0-9a-f-]{36}\/.+/);

    const back = await h.get(fileUrl);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PNG)).toBe(true);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.headers['content-security-policy']).toBe('sandbox');
    expect(back.headers['content-disposition']).toMatch(/^inline; /);
    expect(back.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('货物照片.png')}`);
  });

  it('serves a document that is not an image or PDF as an attachment', async () => {
    const r = await upload('document', 'notes.txt', Buffer.from('装箱单 packing list\n'));
    expect(r.statusCode, r.body).toBe(200);
    const back = await h.get(r.json().data.fileUrl);
    expect(back.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(back.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a PNG renamed .pdf', 'document', 'scan.pdf', PNG, DOC_MSG],
    ['an .exe', 'document', 'setup.exe', EXE, DOC_MSG],
    ['an executable renamed .pdf', 'document', 'invoice.pdf', EXE, DOC_MSG],
    ['a text file named .jpg', 'image', 'photo.jpg', Buffer.from('just some text, not a picture'), IMAGE_MSG],
    ['a PDF as an image', 'image', 'photo.png', Buffer.from('%PDF-1.4\n%\xff\n'), IMAGE_MSG],
  ])('refuses %s and stores nothing', async (_, kind, name, bytes, message) => {
    const before = await stored();
    const r = await upload(kind, name, bytes as Buffer);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400, messageInfo: message });
    expect(await stored()).toBe(before);
  });

  it('refuses in English when asked', async () => {
    const r = await upload('image', 'photo.jpg', Buffer.from('text'), { lang: 'en-US' });
    expect(r.json().messageInfo).toBe('Only JPG, JPEG, BMP and PNG images can be uploaded');
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
    const r = await upload('image', 'big.png', big);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: 413, messageInfo: '文件大小不能超过10MB' });
    expect(await stored()).toBe(before);
  });

  it('needs a token, a kind and a file field', async () => {
    expect((await upload('image', 'a.png', PNG, { token: null })).statusCode).toBe(401);
    expect((await upload('video', 'a.png', PNG)).statusCode).toBe(400);
    expect((await upload('image', 'a.png', PNG, { field: 'other' })).statusCode).toBe(400);
    const json = await h.app.inject({
      method: 'POST',
      url: '/api/upload?kind=image',
      headers: { authorization: `Bearer ${admin}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 for an unknown or malformed file address, and leaves the CRUD calls alone', async () => {
    expect((await h.get('/files/4f6c1b8e-3f2a-4b7c-9d1e-2a3b4c5d6e7f/x.png')).statusCode).toBe(404);
    expect((await h.get('/files/not-a-uuid/x.png')).statusCode).toBe(404);
    expect((await h.get('/api/af_order?current=1&size=1', admin)).json().code).toBe(0);
  });
});
