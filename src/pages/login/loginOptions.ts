import { useEffect, useState } from 'react';
import { authApi } from '../../api/shell';
import { request } from '../../api/request';
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
  loading ??= request(http, authApi.loginOptions, undefined, { anonymous: true, silent: true })
    .then((answer) => ({ orgLookup: (answer as { orgLookup?: unknown } | null)?.orgLookup !== false }))
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
