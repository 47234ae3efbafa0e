/**
 * The text of a PDF, read back with pdfjs (the legacy build runs in Node without a DOM), so tests can
 * assert what a generated PDF says. Text items of each page are joined by spaces, pages by newlines.
 */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const data = new Uint8Array(bytes instanceof ArrayBuffer ? bytes.slice(0) : bytes.slice());
  const doc = await getDocument({ data, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i += 1) {
      const content = await (await doc.getPage(i)).getTextContent();
      pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}
