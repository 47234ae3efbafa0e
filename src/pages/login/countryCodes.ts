import { useEffect, useState } from 'react';
import { transferApi } from '../../api/shell';
import { request } from '../../api/request';
import { http } from '../../providers/http';

/**
 * International dialling codes offered on the phone tab: the server's reference list (docs/behaviour.md §1.7,
 * built from the countries-list package at start), the common ones first. Until it arrives, or if
 * it cannot be had, the default code alone, so the form works either way.
 */
export interface CountryCode {
  code: string;
  zh: string;
  en: string;
}

export const DEFAULT_COUNTRY_CODE = '86';

const FALLBACK: readonly CountryCode[] = [{ code: DEFAULT_COUNTRY_CODE, zh: '中国大陆', en: 'Mainland China' }];

let loading: Promise<readonly CountryCode[]> | null = null;

function load(): Promise<readonly CountryCode[]> {
  loading ??= request(http, transferApi.staticReference, { params: { kind: 'countryCodes' } }, { anonymous: true, silent: true })
    .then((answer) => (Array.isArray(answer) && answer.length ? (answer as unknown as CountryCode[]) : FALLBACK))
    .catch(() => {
      loading = null;
      return FALLBACK;
    });
  return loading;
}

export function useCountryCodes(): readonly CountryCode[] {
  const [list, setList] = useState<readonly CountryCode[]>(FALLBACK);
  useEffect(() => {
    let live = true;
    void load().then((l) => live && setList(l));
    return () => {
      live = false;
    };
  }, []);
  return list;
}
