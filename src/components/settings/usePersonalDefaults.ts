import { useMemo } from 'react';
import type { FieldDef, ResolvedRoute } from '../../resources';
import { orderScopeOfTable, type BusinessScope } from '../../schemas/scopes';
import type { SettingsValues } from '../../schemas/settings';
import { followLockFilter, followOrderChange, newOrderValues, withPersonalDigits } from '../../schemas/settings-effects';
import { usePersonalSettings, windowFlag } from './store';

/** What the personal settings change on a generic screen of a route (docs/settings.md). */
export interface PersonalDefaults {
  /** The route's business scope when it is an order route or a view of one, else null. */
  scope: BusinessScope | null;
  /** Loaded (or known not to load): a create form waits for it so its defaults apply. */
  settled: boolean;
  /** The route's fields with the user's decimals (order routes), else the route's own. */
  fields: FieldDef[];
  /** Starting values of a new record. */
  newRecord: () => Record<string, unknown>;
  /** Values that follow a changed field on a new record (the loading time follows the flight date). */
  follow: (name: string, value: unknown) => Record<string, unknown> | null;
  /** Filter values that follow a changed filter (the lock list's status follows its scope). */
  followFilter: (changed: Record<string, unknown>) => Record<string, unknown> | null;
  /** orderEditNewPage: an order's edit screen opens in a new window. */
  editInNewWindow: boolean;
  /** orderSaveClosePage: saving closes the order's window (or returns to the list). */
  closeAfterSave: boolean;
}

const NONE: FieldDef[] = [];

/**
 * The one hook the generic list, form and detail screens call to apply the user's personal settings
 * (docs/behaviour.md §2.3, §2.4): keyed by business scope, so every order route or view of a scope's table gets the
 * same digits, defaults and window behaviour. Other routes pass through unchanged.
 */
export function usePersonalDefaults(route: ResolvedRoute): PersonalDefaults {
  const { settings, settled } = usePersonalSettings();
  const fields = route.fields ?? NONE;
  const scope = orderScopeOfTable(route.table ?? route.name);
  return useMemo(() => personalDefaults(scope, fields, settings, settled), [scope, fields, settings, settled]);
}

export function personalDefaults(
  scope: BusinessScope | null,
  fields: FieldDef[],
  settings: SettingsValues | null,
  settled: boolean,
): PersonalDefaults {
  const lockList = fields.some((f) => f.name === 'lockAction') && fields.some((f) => f.name === 'businessScope');
  return {
    scope,
    settled,
    fields: scope ? withPersonalDigits(fields, scope, settings) : fields,
    newRecord: () => (scope ? newOrderValues(scope, fields, settings) : {}),
    follow: (name, value) => (scope ? followOrderChange(name, value, fields, settings) : null),
    followFilter: (changed) => (lockList ? followLockFilter(changed, settings) : null),
    editInNewWindow: !!scope && windowFlag('editNewPage', settings) === true,
    // Unknown (no settings yet), saving returns to the list as it always did.
    closeAfterSave: !scope || windowFlag('saveClosePage', settings) !== false,
  };
}
