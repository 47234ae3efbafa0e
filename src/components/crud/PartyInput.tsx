import { Col, Row } from 'antd';
import type { FieldDef } from '../../resources';
import { PARTY_ITEM_FIELDS } from '../../resources/fieldsets/party';
import { fieldLabel } from './routeDefs';
import { FieldInput } from './FieldInput';

type Party = Record<string, unknown>;
export type PartyErrorsState = Record<string, { message?: string } | undefined> | undefined;

interface Props {
  field: FieldDef;
  id: string;
  value: unknown;
  onChange: (value: Party | null) => void;
  disabled?: boolean;
  errors?: PartyErrorsState;
}

/**
 * The party form (spec 01 §3, §5.2): name, address, country, state, city, postcode, phone, fax, codes,
 * contact and AEO code of a shipper, consignee or notify party. The rules (character sets, postcode
 * per country, state codes) are src/schemas/party.ts, run by the form's schema; each part shows its
 * own message under its input.
 */
export function PartyInput({ field, id, value, onChange, disabled, errors }: Props) {
  const party: Party = value && typeof value === 'object' ? (value as Party) : {};
  const change = (name: string, v: unknown) => {
    const next = { ...party, [name]: v === '' ? null : v };
    onChange(Object.values(next).some((x) => x !== null && x !== undefined && x !== '') ? next : null);
  };
  return (
    <div id={id} data-testid={`party-input-${field.name}`}>
      <Row gutter={[12, 4]}>
        {PARTY_ITEM_FIELDS.map((item) => {
          const message = errors?.[item.name]?.message;
          return (
            <Col key={item.name} xs={24} sm={12} lg={8}>
              <label htmlFor={`${id}-${item.name}`} style={{ fontSize: 12, color: 'rgba(0,0,0,.65)' }}>{fieldLabel(item)}</label>
              <FieldInput
                field={item}
                id={`${id}-${item.name}`}
                value={party[item.name] ?? null}
                onChange={(v) => change(item.name, v)}
                disabled={disabled}
                invalid={!!message}
              />
              {message ? <div className="ant-form-item-explain-error" style={{ fontSize: 12 }}>{message}</div> : null}
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
