import type { Bilingual } from '../../schemas/bilingual';
import { boxesOf, type PaperBox } from '../../components/waybill/paperLayout';
import { DOCUMENT_DEFS, OS_WAYBILL_LABELS, SEA_BL_LABELS, type DocumentKind } from '../../schemas/documents';

/**
 * The boxes of each document's paper form (PaperGrid, 12 columns). The house waybill information is
 * the house air waybill's own paper layout; the bill of lading and the cross-border waybill place
 * their fields in the order of src/schemas/documents, names and addresses as wide multi-line boxes.
 */

const LABELS: Partial<Record<DocumentKind, Record<string, Bilingual>>> = {
  seaBl: SEA_BL_LABELS,
  osWaybill: OS_WAYBILL_LABELS,
};

const MULTILINE = /Address$|^containerLines$|^marksAndNumbers$|^goodsDescription$|^remark$/;

export function documentBoxes(kind: DocumentKind): PaperBox[] {
  const labels = LABELS[kind];
  if (!labels) return boxesOf('house');
  return DOCUMENT_DEFS[kind].fields.map((name) => {
    const wide = MULTILINE.test(name);
    return {
      key: name,
      caption: labels[name]['en-US'],
      label: labels[name],
      span: wide ? 6 : 3,
      fields: [{ name, rows: wide ? 3 : undefined }],
    };
  });
}

export const documentFieldNames = (kind: DocumentKind) => documentBoxes(kind).flatMap((b) => b.fields.map((f) => f.name));
