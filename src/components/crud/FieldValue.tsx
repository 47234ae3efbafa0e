import type { BaseKey } from '@refinedev/core';
import { Typography } from 'antd';
import { currentLanguage } from '../../providers';
import type { FieldDef } from '../../resources';
import { EMPTY, formatValue, isEmptyValue } from './format';
import { RefValue } from './RefValue';
import { ListValue } from './ListValue';
import { fileNameOf, isLinkable } from './FileInput';

interface Props {
  field: FieldDef;
  value: unknown;
  /** For references: the ids of the same column on the page (a detail view passes just its own). */
  ids?: BaseKey[];
  /** Detail views show rich text as formatted HTML (the server stores only its safe subset). */
  html?: boolean;
}

/** A value as lists and details show it, by field kind. */
export function FieldValue({ field, value, ids, html }: Props) {
  if (html && field.kind === 'richtext' && !isEmptyValue(value)) {
    return <div className="rich-text" dangerouslySetInnerHTML={{ __html: String(value) }} />;
  }
  if (field.kind === 'list') return <ListValue field={field} value={value} />;
  if (field.kind === 'ref') {
    const own = isEmptyValue(value) ? [] : [String(value)];
    return <RefValue field={field} value={value} ids={ids ?? own} />;
  }
  if (field.kind === 'file' && !isEmptyValue(value)) {
    const url = String(value);
    // Only web addresses and our stored files become links: a javascript: URL must not run on click.
    return isLinkable(url) ? (
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
        {fileNameOf(url)}
      </Typography.Link>
    ) : (
      <>{url}</>
    );
  }
  const text = formatValue(field, value, currentLanguage());
  return <>{text === '' ? EMPTY : text}</>;
}
