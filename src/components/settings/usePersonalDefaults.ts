import { useMemo } from 'react';
import type { FieldDef, ResolvedRoute } from '../../resources';
import { orderScopeOfTable, type BusinessScope } from '../../schemas/scopes';
import type { SettingsValues } from '../../schemas/settings';
import { followLockFilter, followOrderChange, newOrderValues, withPersonalDigits } from '../../schemas/settings-effects';
import type { PersonalDefaults } from '../crud/extensions';
import { usePersonalSettings, windowFlag } from './store';

const NONE: FieldDef[] = [];

/**
 * The generic list, form and detail screens' defaults (the engine's useScreenDefaults, registered at
 * start by src/features/engine-extensions.ts): the user's personal settings
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
