import { describe, expect, it } from 'vitest';
import {
  CONTENT_OF_EXTENSION,
  DOCUMENT_EXTENSIONS,
  IMAGE_EXTENSIONS,
  allowedUpload,
  allowedUploadContent,
  uploadExtension,
  uploadKindOfContent,
  type UploadContentType,
} from '../../../src/schemas';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

/** Minimal samples with each type's real header. */
const bmpHeader = [0x42, 0x4d, 0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0];
const SAMPLES: Record<UploadContentType, Uint8Array> = {
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  bmp: bytes(bmpHeader),
  pdf: bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj'),
  zip: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0], '[Content_Types].xml'),
  ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  rar: bytes('Rar!', [0x1a, 0x07, 0x00, 0xcf, 0x90, 0x73]),
  txt: bytes('MAWB 020-81140743\r\n收货人: ACME\n'),
  // An 'ftyp' box (size 32) with the isom brand, as every MP4 starts.
  mp4: bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41'),
  // EBML header: DocType element 42 82, size 84 (4 bytes), "webm".
  webm: bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84],
    'webm',
    [0x42, 0x87, 0x81, 0x04],
  ),
};

describe('upload names (docs/behaviour.md §1.5.3)', () => {
  it('has the spec lists', () => {
    expect([...IMAGE_EXTENSIONS]).toEqual(['jpg', 'jpeg', 'bmp', 'png']);
    expect([...DOCUMENT_EXTENSIONS]).toEqual([
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'txt',
      'rar',
      'zip',
      'jpg',
      'jpeg',
      'bmp',
      'png',
      'ofd',
    ]);
  });
  it.each(['a.jpg', 'a.JPG', 'photo.jpeg', 'x.Jpeg', 'scan.bmp', 'IMG_1.PNG', 'C:\\photos\\a.png', 'dir.v2/b.jpg', ' a.png '])(
    'image accepts %j',
    (n) => expect(allowedUpload(n, 'image')).toBe(true),
  );
  it.each(['a.pdf', 'a.gif', 'a.webp', 'a.tiff', 'a.png.exe', 'png', '.png', 'a.', '', 'dir.png/a'])('image refuses %j', (n) => {
    expect(allowedUpload(n, 'image')).toBe(false);
  });
  it.each(DOCUMENT_EXTENSIONS.flatMap((e) => [`file.${e}`, `FILE.${e.toUpperCase()}`]))('document accepts %j', (n) => {
    expect(allowedUpload(n, 'document')).toBe(true);
  });
  it.each(['a.gif', 'a.exe', 'a.docm', 'a.csv', 'a.7z', 'a.pdf.js', 'pdf', ''])('document refuses %j', (n) => {
    expect(allowedUpload(n, 'document')).toBe(false);
  });
  it('extension helper', () => {
    expect(uploadExtension('A.B.PDF')).toBe('pdf');
    expect(uploadExtension(null)).toBeNull();
    expect(uploadExtension('noext')).toBeNull();
  });
});

describe('upload content by magic number', () => {
  it.each(Object.entries(SAMPLES))('detects %s', (type, b) => {
    expect(uploadKindOfContent(b)).toBe(type);
  });
  it.each<[string, Uint8Array, UploadContentType | null]>([
    ['an empty zip archive', bytes([0x50, 0x4b, 0x05, 0x06], new Array(18).fill(0)), 'zip'],
    ['a spanned zip archive', bytes([0x50, 0x4b, 0x07, 0x08, 0, 0]), 'zip'],
    ['RAR 5', bytes('Rar!', [0x1a, 0x07, 0x01, 0x00]), 'rar'],
    ['plain ASCII', bytes('hello'), 'txt'],
    ['text starting with BM', bytes('BM 12 pieces'), 'txt'],
    ['text starting with PK but no zip header', bytes('PKG 12'), 'txt'],
    ['UTF-8 with a BOM', bytes([0xef, 0xbb, 0xbf], '品名'), 'txt'],
    ['UTF-8 cut inside the last character', bytes('品名').slice(0, 5), 'txt'],
    ['nothing', new Uint8Array(0), null],
    ['a NUL byte', bytes('abc', [0], 'def'), null],
    ['GBK text (not UTF-8)', bytes([0xd6, 0xd0, 0xce, 0xc4, 0x41]), null],
    ['an overlong UTF-8 form', bytes([0xc0, 0x80]), null],
    ['a UTF-8 surrogate', bytes([0xed, 0xa0, 0x80]), null],
    ['a code point above U+10FFFF', bytes([0xf4, 0x90, 0x80, 0x80]), null],
    ['a stray continuation byte', bytes('a', [0x80], 'b'), null],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]), null],
    ['"BM" with no DIB header', bytes([0x42, 0x4d, 0, 0, 0, 0]), null],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47]), null],
  ])('%s -> %s', (_, b, type) => {
    expect(uploadKindOfContent(b)).toBe(type);
  });
  it('treats null as no content', () => {
    expect(uploadKindOfContent(null)).toBeNull();
    expect(uploadKindOfContent(undefined)).toBeNull();
  });
  it('accepts a Node Buffer', () => {
    expect(uploadKindOfContent(Buffer.from(SAMPLES.png))).toBe('png');
  });
});

describe('video uploads (tutorials)', () => {
  it('accepts mp4 and webm by name and content', () => {
    expect(allowedUploadContent('intro.mp4', SAMPLES.mp4, 'video')).toBe(true);
    expect(allowedUploadContent('INTRO.WEBM', SAMPLES.webm, 'video')).toBe(true);
  });
  it.each<[string, Uint8Array]>([
    ['renamed.mp4', SAMPLES.webm],
    ['renamed.webm', SAMPLES.mp4],
    ['text.mp4', SAMPLES.txt],
    ['a QuickTime movie.mp4', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  ')],
    ['a Matroska file.webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['a bare EBML header.webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80])],
    ['clip.avi', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
  ])('refuses %s', (name, b) => {
    expect(allowedUploadContent(name, b, 'video')).toBe(false);
  });
  it('keeps videos out of the document and image kinds', () => {
    expect(allowedUploadContent('intro.mp4', SAMPLES.mp4, 'document')).toBe(false);
    expect(allowedUploadContent('intro.webm', SAMPLES.webm, 'image')).toBe(false);
  });
});

describe('allowedUploadContent', () => {
  it.each(DOCUMENT_EXTENSIONS.map((e) => [e, CONTENT_OF_EXTENSION[e]] as const))('document .%s with %s content passes', (ext, type) => {
    expect(allowedUploadContent(`file.${ext}`, SAMPLES[type], 'document')).toBe(true);
    expect(allowedUploadContent(`FILE.${ext.toUpperCase()}`, SAMPLES[type], 'document')).toBe(true);
  });
  it.each(IMAGE_EXTENSIONS.map((e) => [e, CONTENT_OF_EXTENSION[e]] as const))('image .%s with %s content passes', (ext, type) => {
    expect(allowedUploadContent(`photo.${ext}`, SAMPLES[type], 'image')).toBe(true);
  });
  it.each<[string, UploadContentType, 'image' | 'document']>([
    ['renamed.pdf', 'png', 'document'],
    ['renamed.png', 'pdf', 'image'],
    ['renamed.jpg', 'png', 'image'],
    ['renamed.docx', 'ole', 'document'],
    ['renamed.doc', 'zip', 'document'],
    ['renamed.xls', 'txt', 'document'],
    ['renamed.txt', 'jpg', 'document'],
    ['renamed.zip', 'rar', 'document'],
    ['renamed.rar', 'zip', 'document'],
    ['renamed.bmp', 'jpg', 'image'],
    ['right.pdf', 'pdf', 'image'],
    ['right.zip', 'zip', 'image'],
    ['no-extension', 'txt', 'document'],
  ])('refuses %s holding %s as %s', (name, type, kind) => {
    expect(allowedUploadContent(name, SAMPLES[type], kind)).toBe(false);
  });
  it('refuses empty or unknown content under an allowed name', () => {
    expect(allowedUploadContent('a.txt', new Uint8Array(0), 'document')).toBe(false);
    expect(allowedUploadContent('a.pdf', null, 'document')).toBe(false);
    expect(allowedUploadContent('a.txt', bytes('a', [0], 'b'), 'document')).toBe(false);
  });
});
