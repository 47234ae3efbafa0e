import { describe, expect, it } from 'vitest';
import { parseOrigins } from '../../../server/config';
import { imageAllowed, sanitizeContent } from '../../../server/sanitize';

/** Rich text keeps only images stored in the product, unless an administrator allowed a host (docs/security.md). */
const OWN = '/files/4f6c1b8e-3f2a-4b7c-9d1e-2a3b4c5d6e7f/chart.png';

describe('rich-text images', () => {
  it("keeps the product's stored pictures and drops remote, data: and protocol-relative ones", () => {
    const html = sanitizeContent(
      `<p><img src="${OWN}"><img src="https://tracker.example/p.gif"><img src="data:image/png;base64,iVBO"><img src="//tracker.example/p.gif"><img src="/api/x.png"></p>`,
    );
    expect(html).toBe(`<p><img src="${OWN}" /></p>`);
  });

  it('keeps pictures of a host an administrator allowed, and only of that origin', () => {
    const origins = parseOrigins('img.example.com, http://intranet.example:8080');
    expect(origins).toEqual(['https://img.example.com', 'http://intranet.example:8080']);
    expect(imageAllowed('https://img.example.com/a.png', origins)).toBe(true);
    expect(imageAllowed('http://intranet.example:8080/b.png', origins)).toBe(true);
    expect(imageAllowed('http://img.example.com/a.png', origins)).toBe(false);
    expect(imageAllowed('https://img.example.com.evil.example/a.png', origins)).toBe(false);
    expect(imageAllowed('https://intranet.example/b.png', origins)).toBe(false);
    const html = sanitizeContent('<img src="https://img.example.com/a.png"><img src="https://other.example/a.png">', origins);
    expect(html).toBe('<img src="https://img.example.com/a.png" />');
  });

  it('refuses a setting that is not a host or an origin, so a typo cannot open a hole', () => {
    for (const bad of ['https://img.example.com/path', '*.example.com', 'javascript:x', 'https://user@img.example.com']) {
      expect(() => parseOrigins(bad), bad).toThrow(/RICH_TEXT_IMAGE_HOSTS/);
    }
    expect(parseOrigins('')).toEqual([]);
  });
});
