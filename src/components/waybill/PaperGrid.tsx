import { Form, Input } from 'antd';
import { Controller, useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { Language } from '../../schemas/messages';
import type { BoxField, PaperBox } from './paperLayout';

/**
 * A paper form's boxes on a 12-column grid (the air waybill, the bill of lading, the cross-border
 * waybill): each box has its printed caption and the inputs of the fields it holds, with the
 * field's message under its input. Input ids are `{prefix}-field-{name}`.
 */

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  borderTop: '1px solid #595959',
  borderLeft: '1px solid #595959',
  background: '#fff',
} as const;

const BOX = { borderRight: '1px solid #595959', borderBottom: '1px solid #595959', padding: '2px 6px 6px', minWidth: 0 } as const;
const CAPTION = {
  fontSize: 10,
  lineHeight: '14px',
  color: '#434343',
  marginBottom: 2,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

const HINT = { display: 'block', fontSize: 11, lineHeight: '16px', color: '#8c8c8c' } as const;

function BoxInput({ field, control, lang, prefix }: { field: BoxField; control: Control<FieldValues>; lang: Language; prefix: string }) {
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f, fieldState }) => {
        const common = {
          id: `${prefix}-field-${field.name}`,
          size: 'small' as const,
          value: (f.value as string) ?? '',
          onChange: (e: { target: { value: string } }) => f.onChange(e.target.value),
          onBlur: f.onBlur,
          status: fieldState.error ? ('error' as const) : undefined,
          'aria-invalid': fieldState.error ? true : undefined,
        };
        return (
          <Form.Item
            validateStatus={fieldState.error ? 'error' : undefined}
            help={fieldState.error?.message}
            style={{ marginBottom: 2 }}
            data-testid={`${prefix}-item-${field.name}`}
          >
            {field.hint ? (
              <label htmlFor={`${prefix}-field-${field.name}`} style={HINT}>
                {field.hint[lang]}
              </label>
            ) : null}
            {field.rows ? (
              <Input.TextArea {...common} ref={f.ref} autoSize={{ minRows: field.rows, maxRows: 8 }} />
            ) : (
              <Input {...common} ref={f.ref} />
            )}
          </Form.Item>
        );
      }}
    />
  );
}

function Mirror({ control, name }: { control: Control<FieldValues>; name: string }) {
  const value = useWatch({ control, name }) as string | undefined;
  return <div style={{ fontFamily: 'monospace', padding: '2px 0' }}>{value || '\u00a0'}</div>;
}

function Box({ box, control, lang, prefix }: { box: PaperBox; control: Control<FieldValues>; lang: Language; prefix: string }) {
  return (
    <div style={{ ...BOX, gridColumn: `span ${box.span}` }} data-testid={`${prefix}-box-${box.key}`}>
      <div style={CAPTION} title={`${box.caption} / ${box.label[lang]}`}>
        {box.caption}
        {lang === 'zh-CN' ? <span style={{ color: '#8c8c8c' }}> {box.label[lang]}</span> : null}
      </div>
      {box.mirror ? <Mirror control={control} name={box.mirror} /> : null}
      {box.fields.map((f) => (
        <BoxInput key={f.name} field={f} control={control} lang={lang} prefix={prefix} />
      ))}
    </div>
  );
}

export function PaperGrid({
  boxes,
  control,
  lang,
  prefix,
}: {
  boxes: PaperBox[];
  control: Control<FieldValues>;
  lang: Language;
  prefix: string;
}) {
  return (
    <div style={GRID}>
      {boxes.map((b) => (
        <Box key={b.key} box={b} control={control} lang={lang} prefix={prefix} />
      ))}
    </div>
  );
}
