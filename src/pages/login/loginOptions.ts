import { useEffect, useState } from 'react';
import { endpoints } from '../../providers/endpoints';
import { http } from '../../providers/http';

/**
 * What the installation lets the login page do before logging in: whether it may look up the
 * organisations of a login (off: the organisation code is asked on every tab). Until the answer is
 * in, or if it cannot be had, the lookup is assumed on; the server refuses it anyway when it is off.
 */
export interface LoginOptions {
  orgLookup: boolean;
}

const DEFAULTS: LoginOptions = { orgLookup: true };
let loading: Promise<LoginOptions> | null = null;

function load(): Promise<LoginOptions> {
  loading ??= http
    .get(endpoints.loginOptions, { anonymous: true, silent: true })
    .then((r) => ({ orgLookup: r.data?.data?.orgLookup !== false }))
    .catch(() => {
      loading = null;
      return DEFAULTS;
    });
  return loading;
}

export function useLoginOptions(): LoginOptions {
  const [options, setOptions] = useState<LoginOptions>(DEFAULTS);
  useEffect(() => {
    let live = true;
    void load().then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);
  return options;
}
