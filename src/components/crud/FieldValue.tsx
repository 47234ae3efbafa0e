import { Typography } from 'antd';
import { currentLanguage } from '../../providers';
import type { FieldDef } from '../../resources';
import { EMPTY, formatValue, isEmptyValue } from './format';
import { RefText, RefValue } from './RefValue';
import type { ReferenceLabels } from './useReferenceLabels';
import { ListValue } from './ListValue';
import { fileNameOf, isLinkable } from './FileInput';

interface Props {
  field: FieldDef;
  value: unknown;
  /** For references in a list: the page's texts of the column (looked up once per page). */
  refLabels?: ReferenceLabels;
  /** Detail views show rich text as formatted HTML (the server stores only its safe subset). */
  html?: boolean;
}

/** A value as lists and details show it, by field kind. */
export function FieldValue({ field, value, refLabels, html }: Props) {
  if (html && field.kind === 'richtext' && !isEmptyValue(value)) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps only the safe subset of rich text (server/sanitize.ts).
    return <div className="rich-text" dangerouslySetInnerHTML={{ __html: String(value) }} />;
  }
  if (field.kind === 'list') return <ListValue field={field} value={value} />;
  if (field.kind === 'ref') return refLabels ? <RefText value={value} labels={refLabels} /> : <RefValue field={field} value={value} />;
  if (field.kind === 'file' && !isEmptyValue(value)) {
    const url = String(value);
    // Only web addresses and our stored files become links: a javascript: URL must not run on click.
    return isLinkable(url) ? (
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
        {fileNameOf(url)}
      </Typography.Link>
    ) : (
      url
    );
  }
  const text = formatValue(field, value, currentLanguage());
  return <>{text === '' ? EMPTY : text}</>;
}
