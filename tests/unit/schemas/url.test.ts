import { describe, expect, it } from 'vitest';
import { routes, type FieldDef } from '../../../src/resources';
import { recordSchema, validDate, validDateTime } from '../../../src/schemas/fields';
import { isSafeUrl, rules } from '../../../src/schemas/rules';

/** The shared 'url' rule (docs/security.md "URL fields") and the date rules the server relies on. */
describe('isSafeUrl', () => {
  it.each([
    'https://docs.example.com/manual.pdf',
    'http://intranet.example:8080/a?b=1#c',
    'HTTPS://EXAMPLE.COM',
    'https://例子.测试/文档.pdf',
    '/files/4f6c1b8e-3f2a-4b7c-9d1e-2a3b4c5d6e7f/%E6%89%8B%E5%86%8C.pdf',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '\\\\evil.example\\x',
    'https:evil.example',
    'http://',
    'https:// example.com',
    'https://example.com/\u0000',
    'https://example.com/a\nb',
    '/files/not-a-uuid/x.pdf',
    '/files/4f6c1b8e-3f2a-4b7c-9d1e-2a3b4c5d6e7f/../../x',
    '/api/hrs_user',
    'files/4f6c1b8e-3f2a-4b7c-9d1e-2a3b4c5d6e7f/x',
    '',
    42,
    null,
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));

  it('is the rule named "url", with a message in both languages', () => {
    expect(rules.url('javascript:x', 'zh-CN')).toMatch(/http/);
    expect(rules.url('javascript:x', 'en-US')).toMatch(/http/);
    expect(rules.url('https://x.example', 'zh-CN')).toBeNull();
  });
});

describe('URL-kind fields of the registry', () => {
  const all = routes.flatMap((r) => (r.fields ?? []).flatMap((f) => [f, ...(f.items ?? [])]).map((f) => [r.name, f] as [string, FieldDef]));

  it('every field that holds an address is a file field or declares the url rule', () => {
    const addressLike = all.filter(([, f]) => /(url|website|homepage|link|icon)$/i.test(f.name) && f.kind !== 'ref');
    expect(addressLike.length).toBeGreaterThan(3);
    const loose = addressLike.filter(([, f]) => f.kind !== 'file' && f.rule !== 'url').map(([r, f]) => `${r}.${f.name}`);
    expect(loose).toEqual([]);
  });

  it('file fields refuse javascript: addresses with the same rule as the server', async () => {
    const doc = routes.find((r) => r.name === 'hrs_doc')!;
    const schema = recordSchema(doc.fields!, 'zh-CN', { only: ['docUrl'] });
    await expect(schema.validate({ docUrl: 'javascript:alert(1)' })).rejects.toThrow(/http/);
    await expect(schema.validate({ docUrl: 'https://docs.example.com/a.pdf' })).resolves.toBeTruthy();
  });
});

describe('dates PostgreSQL accepts', () => {
  it.each(['2026-02-28', '2024-02-29', '0001-01-01', '9999-12-31'])('date %s', (d) => expect(validDate(d)).toBe(true));
  it.each(['2026-02-30', '2026-13-45', '0000-01-01', '2026-1-1', '20260101', ''])('not a date: %s', (d) =>
    expect(validDate(d)).toBe(false),
  );
  it.each(['2026-03-01T08:30:00.000Z', '2026-03-01 08:30', '2026-03-01T08:30:15+08:00', '2026-03-01'])('datetime %s', (d) =>
    expect(validDateTime(d)).toBe(true),
  );
  it.each(['1', 'March 7', '12345', '2026-03-01T24:00', '0000-01-01T00:00:00Z', '2026-02-30T08:00:00Z', '2026-03-01T08:60'])(
    'not a datetime: %s',
    (d) => expect(validDateTime(d)).toBe(false),
  );
});
