import type { TextKey } from '../../i18n/keys';
import { SearchOutlined } from '@ant-design/icons';
import { useDataProvider, type BaseKey } from '@refinedev/core';
import { Button, Col, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { api, call } from '../../api';
import { canOpenPath, t } from '../../providers';
import type { FieldDef } from '../../resources';
import { PARTY_ITEM_FIELDS } from '../../resources/fieldsets/party';
import { TWO_LETTER_STATE_COUNTRIES, truncateImportedParty } from '../../schemas/party';
import { europeanCountryOptions } from '../../schemas/europe';
import { toText } from '../../schemas/patterns';
import { postcodeRequired } from '../../schemas/postcode-countries';
import { fieldLabel } from './routeDefs';
import { defaultMaxLength } from '../../schemas/fields';
import { RefSelect } from './RefSelect';

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

/** The partner resource a party can be imported from. */
export const PARTNER_RESOURCE = 'prm_coop';

/**
 * A party filled from a partner record (prm_coop): its English name (the party's character set is
 * Latin; the Chinese name when there is none), address, country, phone, contact and tax code, cut
 * to the import limits (docs/behaviour.md §1.5.2). Every other part starts empty: it belonged to the old party.
 */
export function partyFromPartner(coop: Record<string, unknown>): Party {
  const pick = (...names: string[]) => {
    for (const n of names) {
      const v = toText(coop[n]);
      if (v) return v;
    }
    return null;
  };
  const nation = pick('countryCode');
  return truncateImportedParty({
    scName: pick('coopNameEn', 'coopName'),
    scAddress: pick('address'),
    nationCode: nation ? nation.toUpperCase() : null,
    telNumber: pick('contactPhone'),
    contactName: pick('contactName'),
    scCode: pick('taxCode'),
  });
}

/** What the state and postcode inputs need for a country (the rules themselves are party.ts's). */
export function countryHints(nationCode: unknown) {
  const country = toText(nationCode).toUpperCase();
  const stateRequired = TWO_LETTER_STATE_COUNTRIES.includes(country);
  const postRequired = postcodeRequired(country);
  const postHint: TextKey | null =
    country === 'US'
      ? 'party.hint.postUs'
      : country === 'CA'
        ? 'party.hint.postCa'
        : country === 'DE'
          ? 'party.hint.postDe'
          : postRequired
            ? 'party.hint.required'
            : null;
  const stateHint: TextKey | null = stateRequired ? 'party.hint.state2' : null;
  return { stateRequired, postRequired, stateHint, postHint };
}

/** The European lookup's names as a native suggestion list of one country input. */
function EuropeList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {europeanCountryOptions().map((o) => (
        <option key={o.code} value={o.value}>
          {o.label}
        </option>
      ))}
    </datalist>
  );
}

const LABEL = { fontSize: 12, color: 'rgba(0,0,0,.65)' } as const;
const REQUIRED = (
  <span style={{ color: '#ff4d4f', marginInlineEnd: 4 }} aria-hidden>
    *
  </span>
);

/**
 * The party form (docs/behaviour.md §1.3, §1.5.2): name, address, country, state, city, postcode, phone, fax, codes,
 * contact and AEO code of a shipper, consignee or notify party. The rules (character sets, postcode
 * per country, state codes) are src/schemas/party.ts, run by the form's schema; each part shows its
 * own message under its input. Helpers above the parts: import a partner's details, and find a
 * country's code by its English name; the state and postcode follow the chosen country.
 */
export function PartyInput({ field, id, value, onChange, disabled, errors }: Props) {
  const party: Party = value && typeof value === 'object' ? (value as Party) : {};
  const dataProvider = useDataProvider();
  const [countryName, setCountryName] = useState('');
  const [searching, setSearching] = useState(false);
  const [partner, setPartner] = useState<BaseKey | null>(null);
  const hints = countryHints(party.nationCode);
  const canImport = canOpenPath(`/${PARTNER_RESOURCE}`);

  const emit = (next: Party) => onChange(Object.values(next).some((x) => x !== null && x !== undefined && x !== '') ? next : null);
  const change = (name: string, v: unknown) => emit({ ...party, [name]: v === '' ? null : v });

  const lookUpCountry = async () => {
    const name = countryName.trim();
    if (!name) return;
    setSearching(true);
    try {
      const found = await call(api.waybill.countryByEnName, { params: { name } });
      const code = toText((found as { nationCode?: unknown } | null)?.nationCode).toUpperCase();
      if (code) change('nationCode', code);
    } catch {
      // The http client has shown the server's message ('未找到该国家').
    } finally {
      setSearching(false);
    }
  };

  const importPartner = async (partnerId: BaseKey | null) => {
    setPartner(partnerId);
    if (partnerId === null) return;
    try {
      const { data } = await dataProvider().getOne({ resource: PARTNER_RESOURCE, id: partnerId });
      emit(partyFromPartner(data as Record<string, unknown>));
    } catch {
      // Shown by the http client.
    }
  };

  return (
    <div id={id} data-testid={`party-input-${field.name}`}>
      {disabled ? null : (
        <Row gutter={[12, 4]} style={{ marginBottom: 4 }}>
          {canImport ? (
            <Col xs={24} sm={12} lg={8}>
              <label htmlFor={`${id}-import`} style={LABEL}>
                {t('party.importFromPartner')}
              </label>
              <RefSelect resource={PARTNER_RESOURCE} id={`${id}-import`} value={partner} onChange={(v) => void importPartner(v)} />
            </Col>
          ) : null}
          <Col xs={24} sm={12} lg={8}>
            <label htmlFor={`${id}-countryName`} style={LABEL}>
              {t('party.countryName')}
            </label>
            <Space.Compact style={{ width: '100%' }}>
              {/* The spec's European country lookup (docs/behaviour.md §2.3) is offered as the user types (a native
                  list: no cost per keystroke on long order forms); any English name works. */}
              <Input
                id={`${id}-countryName`}
                value={countryName}
                placeholder="United States"
                list={`${id}-europe`}
                onChange={(e) => setCountryName(e.target.value)}
                onPressEnter={(e) => {
                  // Enter looks the country up; it must not submit the order form.
                  e.preventDefault();
                  void lookUpCountry();
                }}
              />
              <Button
                htmlType="button"
                icon={<SearchOutlined />}
                loading={searching}
                onClick={() => void lookUpCountry()}
                data-testid={`${id}-countrySearch`}
              >
                {t('party.countrySearch')}
              </Button>
            </Space.Compact>
            <EuropeList id={`${id}-europe`} />
          </Col>
        </Row>
      )}
      <Row gutter={[12, 4]}>
        {PARTY_ITEM_FIELDS.map((item) => {
          const message = errors?.[item.name]?.message;
          const required = (item.name === 'stateCode' && hints.stateRequired) || (item.name === 'postCode' && hints.postRequired);
          const hint = item.name === 'stateCode' ? hints.stateHint : item.name === 'postCode' ? hints.postHint : null;
          return (
            <Col key={item.name} xs={24} sm={12} lg={8}>
              <label htmlFor={`${id}-${item.name}`} style={LABEL} data-required={required ? 'true' : undefined}>
                {required ? REQUIRED : null}
                {fieldLabel(item)}
              </label>
              <Input
                id={`${id}-${item.name}`}
                value={party[item.name] == null ? '' : String(party[item.name])}
                onChange={(e) => change(item.name, e.target.value)}
                disabled={disabled}
                status={message ? 'error' : undefined}
                maxLength={defaultMaxLength(item)}
                placeholder={hint ? t(hint) : undefined}
              />
              {message ? (
                <div className="ant-form-item-explain-error" style={{ fontSize: 12, color: '#ff4d4f' }}>
                  {message}
                </div>
              ) : null}
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
