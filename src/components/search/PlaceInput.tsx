import { AutoComplete } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api, request } from '../../api';
import { altHttp, t } from '../../providers';
import type { Place } from '../../schemas/cargo-search';

/** How long typing pauses before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;

/** "PVG 上海浦东国际机场 (机场)": what a suggestion reads as. */
export const placeLabel = (p: Place) => `${p.code} ${p.nameCn || p.nameEn || ''} · ${t(`search.kind.${p.kind}`)}`.trim();

interface Props {
  id: string;
  value: string;
  onChange: (v: string) => void;
  onEnter?: () => void;
  placeholder: string;
}

/**
 * A departure or destination: free text (a code or a name), with the organisation's airports and
 * ports whose code or name matches offered as the user types; picking one puts its code in.
 */
export function PlaceInput({ id, value, onChange, onEnter, placeholder }: Props) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const seq = useRef(0);
  useEffect(() => {
    const keyword = value.trim();
    if (!keyword) {
      setOptions([]);
      return undefined;
    }
    const n = ++seq.current;
    const timer = setTimeout(() => {
      request(altHttp, api.pages.places, { query: { keyword } }, { silent: true })
        .then((answer) => {
          // Only the answer to the latest text counts: a slow earlier one must not overwrite it.
          if (n !== seq.current) return;
          const list = Array.isArray(answer) ? (answer as Place[]) : [];
          setOptions(list.map((p) => ({ value: p.code, label: placeLabel(p) })));
        })
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <AutoComplete
      id={id}
      data-testid={id}
      value={value}
      options={options}
      onChange={(v: string) => onChange(v)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onEnter) onEnter();
      }}
      placeholder={placeholder}
      size="large"
      style={{ width: '100%' }}
      allowClear
    />
  );
}
