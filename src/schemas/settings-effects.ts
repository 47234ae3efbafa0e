import type { FieldDef } from './field-def';
import type { BusinessScope } from './scopes';
import {
  STATION_FIELD,
  defaultDateField,
  defaultStationField,
  digitsOf,
  lockStatusField,
  type DigitKind,
  type SettingsValues,
} from './settings';
import { defaultDateValue, loadingTimeValue } from './settings-options';
import type { WaybillPrintValues } from './waybill';

/**
 * What the personal settings change in the generic screens (docs/behaviour.md §2.3, §2.4), as pure functions the
 * screens' one hook (src/components/settings/usePersonalDefaults.ts) applies to every order route or
 * view of a business scope, and the unit tests check.
 */

/** Which personal digits a number field follows: ...ChargeWeight, ...Weight, ...Volume. */
export function digitKindOf(f: FieldDef): DigitKind | null {
  if (f.kind !== 'number' && f.kind !== 'weight') return null;
  if (/ChargeWeight$/.test(f.name)) return 'ChargeWeight';
  if (/Weight$/.test(f.name)) return 'Weight';
  if (/Volume$/.test(f.name)) return 'Volume';
  return null;
}

/** An order scope's fields with the user's weight, volume and chargeable-weight decimals. */
export function withPersonalDigits(fields: readonly FieldDef[], scope: BusinessScope, settings: SettingsValues | null): FieldDef[] {
  const digits = digitsOf(settings, scope);
  return fields.map((f) => {
    const k = digitKindOf(f);
    return k ? { ...f, decimals: digits[k] } : f;
  });
}

/** The air order field a type's default warehouse fills. */
const WAREHOUSE_SETTING: Partial<Record<BusinessScope, string>> = { AE: 'aeWarehouseId', AI: 'aiWarehouseId' };

/**
 * The starting values of a new order of a scope: the default station, the default date (expected
 * departure), the loading time (docs/behaviour.md §2.9: now + 4 h, or the flight date at 23:00) and the default
 * warehouse, each only where the route has the field and the user has set the value.
 */
export function newOrderValues(
  scope: BusinessScope,
  fields: readonly FieldDef[],
  settings: SettingsValues | null,
  now: Date = new Date(),
): Record<string, unknown> {
  if (!settings) return {};
  const has = new Set(fields.filter((f) => !f.readOnly).map((f) => f.name));
  const out: Record<string, unknown> = {};
  const station = STATION_FIELD[scope];
  const stationValue = settings[defaultStationField(scope)];
  if (station && has.has(station) && typeof stationValue === 'string' && stationValue) out[station] = stationValue;
  const date = defaultDateValue(settings[defaultDateField(scope)], now);
  if (date && has.has('expectDeparture')) out.expectDeparture = date;
  if (has.has('loadingTime')) {
    const t = loadingTimeValue(settings.loadingDateType as string, out.expectDeparture, now);
    if (t) out.loadingTime = t;
  }
  const warehouse = WAREHOUSE_SETTING[scope];
  const wid = warehouse ? settings[warehouse] : null;
  if (has.has('warehouseId') && typeof wid === 'number' && wid > 0) out.warehouseId = wid;
  return out;
}

/** A change that follows another on a new order: with FLIGHTDATE the loading time follows the flight date. */
export function followOrderChange(
  name: string,
  value: unknown,
  fields: readonly FieldDef[],
  settings: SettingsValues | null,
): Record<string, unknown> | null {
  if (name !== 'expectDeparture' || settings?.loadingDateType !== 'FLIGHTDATE') return null;
  if (!fields.some((f) => f.name === 'loadingTime')) return null;
  return { loadingTime: loadingTimeValue('FLIGHTDATE', value) };
}

/** Lock page status (2 all, 1 locked, 0 unlocked) as the lock list's action filter. */
const LOCK_FILTER: Record<string, string | undefined> = { '1': 'LOCK', '0': 'UNLOCK', '2': undefined };

/**
 * On a list with a business scope and a lock action filter (the lock-unlock list), choosing a scope
 * sets the action filter to that scope's lock page default (docs/behaviour.md §2.3 personal{Type}LockPageLockStatus).
 */
export function followLockFilter(changed: Record<string, unknown>, settings: SettingsValues | null): Record<string, unknown> | null {
  if (!settings || !('businessScope' in changed)) return null;
  const scope = changed.businessScope as BusinessScope | undefined;
  if (!scope) return null;
  const status = settings[lockStatusField(scope)];
  if (typeof status !== 'string') return null;
  return { lockAction: LOCK_FILTER[status] };
}

/** Fields a house waybill keeps as its own when it copies the master: its number and its parties. */
const HOUSE_OWN = /^(hawbNumber|shipper|consignee)/;

/**
 * The starting values of a new house waybill print: the order's house prefill, with the master
 * print's information copied over it when the user wants that (orderAeHawbCopyAwbInfo, default on)
 * and a master was saved.
 */
export function housePrefill(house: WaybillPrintValues, master: WaybillPrintValues | null | undefined, copy: boolean): WaybillPrintValues {
  if (!copy || !master) return house;
  const copied = Object.fromEntries(
    Object.entries(master).filter(([k, v]) => !HOUSE_OWN.test(k) && v !== '' && v !== null && v !== undefined),
  );
  return { ...house, ...copied };
}
