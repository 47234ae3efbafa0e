import { AutoComplete, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { currentLanguage, t } from '../../providers';
import type { FieldDef } from '../../resources';
import type { LookupKind, LookupOption } from '../../schemas/lookups';
import { defaultMaxLength } from '../../schemas/fields';
import { hotCodes, knownOption, lookup } from './referenceData';

/** How long typing pauses before suggestions are asked for. */
export const LOOKUP_DELAY_MS = 250;

interface Props {
  field: FieldDef;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  disabled?: boolean;
  status?: 'error';
}

const nameOf = (o: LookupOption | undefined) =>
  o ? ((currentLanguage() === 'zh-CN' ? o.nameCn || o.nameEn : o.nameEn || o.nameCn) ?? '') : '';

/** "PVG 上海浦东国际机场": a suggestion as the list shows it. */
export const optionText = (o: LookupOption) => `${o.code} ${nameOf(o)}`.trim();

/**
 * A code of the organisation's reference tables (FieldDef.lookup): type a code, a Chinese or an
 * English name, and the table's matching records are offered ("PVG 上海浦东国际机场"); picking one
 * puts its code in. Before anything is typed the spec's static lists offer their codes (airlines,
 * hot cities) where the organisation holds them. The input shows the chosen code with its name
 * beside it. The value is what the input holds, so a code typed in full needs no pick; the server
 * refuses a code its table lacks (unless the field is free text), and the rule the code's form.
 */
export function LookupInput({ field, id, value, onChange, onBlur, disabled, status }: Props) {
  const kind = field.lookup as LookupKind;
  const text = value == null ? '' : String(value);
  const [options, setOptions] = useState<LookupOption[]>([]);
  const [name, setName] = useState(() => nameOf(knownOption(kind, text)));
  const seq = useRef(0);
  // Esc closes the suggestions; the select would also empty the input (the typed code is kept).
  const escaped = useRef(false);

  // The chosen code's name: remembered from a suggestion, else asked for once.
  useEffect(() => {
    const code = text.trim();
    if (!code || code.length > 10) return setName('');
    const known = knownOption(kind, code);
    if (known) return setName(nameOf(known));
    setName('');
    let live = true;
    void lookup(kind, { codes: [code] })
      .then((l) => live && setName(nameOf(l.find((o) => o.code === code.toUpperCase()))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind, text]);

  const suggest = (q: string) => {
    const n = ++seq.current;
    const run = async () => {
      let list: LookupOption[];
      if (q.trim()) list = await lookup(kind, { q: q.trim() });
      else {
        const hot = await hotCodes(kind);
        list = hot.length ? await lookup(kind, { codes: hot }) : [];
      }
      // Only the answer to the latest text counts: a slow earlier one must not overwrite it.
      if (n === seq.current) setOptions(list);
    };
    setTimeout(() => void run().catch(() => undefined), q ? LOOKUP_DELAY_MS : 0);
  };

  // Codes are kept in upper case; a free-text field (a sea port's name) is left as typed.
  const codeLike = !field.lookupFree && defaultMaxLength(field) <= 10;
  return (
    <span
      style={{ display: 'block' }}
      onKeyDownCapture={(e) => {
        escaped.current = e.key === 'Escape';
      }}
    >
      <AutoComplete
        // The id goes to the select, which hands it to its input (an id on the Input itself is replaced).
        id={id}
        value={text}
        options={options.map((o) => ({ value: o.code, label: <span data-testid={`lookup-option-${o.code}`}>{optionText(o)}</span> }))}
        onSearch={suggest}
        onFocus={() => suggest(text && text === text.toUpperCase() && knownOption(kind, text) ? '' : text)}
        onChange={(v: string) => {
          if (escaped.current && v === '') return;
          onChange(codeLike && /^[A-Za-z0-9]*$/.test(v) ? v.toUpperCase() : v);
        }}
        onBlur={onBlur}
        disabled={disabled}
        popupMatchSelectWidth={false}
        style={{ width: '100%' }}
        notFoundContent={null}
      >
        <Input
          status={status}
          allowClear
          // No maxLength: a name is typed here to find a code ("浦东" for PVG); the rule checks the code.
          placeholder={t('lookup.placeholder')}
          data-testid={`lookup-${field.name}`}
          suffix={
            name ? (
              <span
                className="lookup-name"
                data-testid={`lookup-name-${field.name}`}
                style={{ color: 'rgba(0,0,0,0.45)', maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {name}
              </span>
            ) : (
              <span />
            )
          }
        />
      </AutoComplete>
    </span>
  );
}
