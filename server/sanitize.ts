import sanitizeHtml from 'sanitize-html';
import { STORED_FILE_PATH } from '../src/schemas/rules';

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const ALIGN = [/^(left|right|center|justify)$/];

/** Notice titles: inline emphasis, colours, links and line breaks only. */
const TITLE: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'em', 'strong', 'span', 'font', 'a', 'br'],
  allowedAttributes: { span: ['style'], font: ['color'], a: ['href', 'target', 'rel'] },
  allowedStyles: { span: { color: COLOR } },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/**
 * Whether rich text may show an image: the product's own stored files always; other addresses only
 * from an origin an administrator allowed (RICH_TEXT_IMAGE_HOSTS). A remote image is a tracking pixel
 * (it tells its host who read the text, and when); a data: image is kept out too, since the editor
 * uploads pasted pictures and stores their /files/ address instead (docs/security.md).
 */
export function imageAllowed(src: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (!src) return false;
  if (STORED_FILE_PATH.test(src)) return true;
  if (!allowedOrigins.length || !/^https?:\/\//i.test(src)) return false;
  try {
    return allowedOrigins.includes(new URL(src).origin);
  } catch {
    return false;
  }
}

/** Notice bodies: the rich-text editor's safe set (paragraphs, lists, headings, images, links, tables). */
const content = (imageOrigins: readonly string[]): sanitizeHtml.IOptions => ({
  allowedTags: [
    'p',
    'br',
    'b',
    'i',
    'em',
    'strong',
    'u',
    's',
    'span',
    'font',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color'],
    span: ['style'],
    p: ['style', 'class'],
    li: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles: {
    span: { color: COLOR, 'background-color': COLOR },
    p: { 'text-align': ALIGN },
  },
  allowedClasses: { p: [/^ql-(align|indent)-[a-z0-9-]+$/], li: [/^ql-indent-\d$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  exclusiveFilter: (frame) => frame.tag === 'img' && !imageAllowed(frame.attribs.src, imageOrigins),
});

const OWN_IMAGES_ONLY = content([]);

export const sanitizeTitle = (html: string) => sanitizeHtml(html, TITLE);
/** `imageOrigins`: origins besides our own files whose images may stay (config richTextImageOrigins). */
export const sanitizeContent = (html: string, imageOrigins: readonly string[] = []) =>
  sanitizeHtml(html, imageOrigins.length ? content(imageOrigins) : OWN_IMAGES_ONLY);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text of some HTML without any markup (message titles shown as plain text). */
export const plainText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
