import sanitizeHtml from 'sanitize-html';

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

/** Notice bodies: the rich-text editor's safe set (paragraphs, lists, headings, images, links, tables). */
const CONTENT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'b', 'i', 'em', 'strong', 'u', 's', 'span', 'font', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4',
    'blockquote', 'pre', 'code', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'sub', 'sup',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], font: ['color'],
    span: ['style'], p: ['style', 'class'], li: ['class'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'],
  },
  allowedStyles: {
    span: { color: COLOR, 'background-color': COLOR },
    p: { 'text-align': ALIGN },
  },
  allowedClasses: { p: [/^ql-(align|indent)-[a-z0-9-]+$/], li: [/^ql-indent-\d$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  // Pasted pictures arrive inline as data: addresses; like uploads, only the image types of spec 01 §5.3.
  exclusiveFilter: (frame) => frame.tag === 'img' && /^data:/i.test(frame.attribs.src ?? '') && !/^data:image\/(png|jpe?g|bmp);/i.test(frame.attribs.src ?? ''),
};

export const sanitizeTitle = (html: string) => sanitizeHtml(html, TITLE);
export const sanitizeContent = (html: string) => sanitizeHtml(html, CONTENT);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text of some HTML without any markup (message titles shown as plain text). */
export const plainText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]).replace(/\s+/g, ' ').trim();
