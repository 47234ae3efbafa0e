// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { countryHints, partyFromPartner } from '../../../src/components/crud/PartyInput';
import { http } from '../../../src/providers';
import { failure, ok, type Recorded } from '../../providers/fake-server';
import { page, renderScreens, serve } from './harness';

const original = http.defaults.adapter;
afterAll(() => {
  http.defaults.adapter = original;
});

const input = (name: string) => document.getElementById(`field-shipper-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const labelOf = (name: string) => document.querySelector(`label[for="field-shipper-${name}"]`) as HTMLElement;
/** The whole order form renders here; on a busy 2-core machine that is slow. A limit, not a measurement. */
const SLOW = { timeout: 90_000 };
const bodyOf = (r: Recorded) => JSON.parse(String(r.body)) as Record<string, unknown>;

const PARTNER = {
  id: 3,
  coopCode: 'SHT',
  coopName: '上海贸易有限公司',
  coopNameEn: 'SHANGHAI TRADING CO LTD',
  address: `NO 1 ${'LONG ROAD '.repeat(20)}`.trim(),
  countryCode: 'cn',
  contactName: 'LI MING',
  contactPhone: '021-5555 0000',
  taxCode: '91310000MA1FL0000X',
};

describe('partyFromPartner', () => {
  it('maps a partner to a party cut to the import limits', () => {
    const party = partyFromPartner(PARTNER);
    expect(party).toEqual({
      scName: 'SHANGHAI TRADING CO LTD',
      scAddress: PARTNER.address.slice(0, 150),
      nationCode: 'CN',
      telNumber: '021-5555 0000',
      contactName: 'LI MING',
      scCode: '91310000MA1FL0000X',
    });
    expect(partyFromPartner({ coopName: '北京公司' }).scName).toBe('北京公司');
  });

  it('follows the country for the state and postcode hints', () => {
    expect(countryHints('us')).toMatchObject({ stateRequired: true, postRequired: true, postHint: 'party.hint.postUs' });
    expect(countryHints('MX')).toMatchObject({ stateRequired: true, stateHint: 'party.hint.state2' });
    expect(countryHints('DE')).toMatchObject({ stateRequired: false, postRequired: true, postHint: 'party.hint.postDe' });
    expect(countryHints('TH')).toMatchObject({ stateRequired: false, postRequired: false, postHint: null });
  });
});

describe('the party inputs of the order form', () => {
  it('marks the state of a US party as needed and refuses to save without it', SLOW, async () => {
    const calls = await serve({ 'GET /api/af_order': page([]) });
    renderScreens('/af_order/create');
    await screen.findByTestId('save-button');
    expect(labelOf('stateCode').dataset.required).toBeUndefined();
    type('nationCode', 'US');
    await waitFor(() => expect(labelOf('stateCode').dataset.required).toBe('true'));
    expect(labelOf('postCode').dataset.required).toBe('true');
    expect(input('stateCode').placeholder).toBe('2位字母');
    expect(input('postCode').placeholder).toBe('5位数字');
    fireEvent.change(document.getElementById('field-orderCode')!, { target: { value: 'AE-P1' } });
    fireEvent.click(screen.getByTestId('save-button'));
    await waitFor(() =>
      expect(screen.getByTestId('party-input-shipper').textContent).toContain('美国、加拿大、墨西哥必须填写2位字母的州/省代码'),
    );
    expect(input('stateCode').className).toContain('ant-input-status-error');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('finds the country code by its English name', SLOW, async () => {
    const calls = await serve({
      'GET /api/af_order': page([]),
      'GET /afbase/airport/searchCountryByEnName/Germany': ok({ nationCode: 'DE', nameEn: 'Germany', nameCn: '德国' }),
      'GET /afbase/airport/searchCountryByEnName/Atlantis': failure(404, '未找到该国家'),
    });
    renderScreens('/af_order/create');
    await screen.findByTestId('save-button');
    type('countryName', 'Atlantis');
    fireEvent.click(screen.getByTestId('field-shipper-countrySearch'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/Atlantis'))).toBe(true));
    expect(input('nationCode').value).toBe('');
    type('countryName', 'Germany');
    fireEvent.click(screen.getByTestId('field-shipper-countrySearch'));
    await waitFor(() => expect(input('nationCode').value).toBe('DE'));
    expect(input('postCode').placeholder).toBe('5位数字');
    // The country name offers the spec's European lookup (docs/behaviour.md §2.3) as suggestions.
    const list = document.getElementById(input('countryName').getAttribute('list')!) as HTMLDataListElement;
    const names = [...list.options].map((o) => o.value);
    expect(names).toHaveLength(29);
    expect(names).toEqual(expect.arrayContaining(['FRANCE', 'Germany', 'CZ', 'SLOVENE']));
  });

  it('imports a partner into the party', SLOW, async () => {
    const calls = await serve({
      'GET /api/af_order': page([]),
      'GET /api/prm_coop': page([PARTNER]),
      'GET /api/prm_coop/3': ok(PARTNER),
      'POST /api/af_order': (r) => ok({ id: 1, ...bodyOf(r) }),
    });
    renderScreens('/af_order/create');
    await screen.findByTestId('save-button');
    const select = document.getElementById('field-shipper-import')!;
    fireEvent.mouseDown(select);
    const option = await screen.findByText('上海贸易有限公司', { selector: '.ant-select-item-option-content' });
    fireEvent.click(option);
    await waitFor(() => expect(input('scName').value).toBe('SHANGHAI TRADING CO LTD'));
    expect(input('scAddress').value).toBe(PARTNER.address.slice(0, 150));
    expect(input('nationCode').value).toBe('CN');
    expect(input('scCode').value).toBe('91310000MA1FL0000X');
    expect(calls.some((c) => c.method === 'GET' && c.url === '/api/prm_coop/3')).toBe(true);
  });
});
