import { describe, expect, it } from 'vitest';
import { CREATE_ORDER_KEY, framedUrl, inquiryFromMessage, inquiryQuery } from '../../../src/pages/search/priceMessage';

const ORIGIN = 'https://rates.example.com';
const frame = {} as Window;
const msg = (data: unknown, origin = ORIGIN, source: unknown = frame) => ({ data, origin, source: source as MessageEventSource });

describe("the price page's create-yctop-order message (docs/behaviour.md §2.4)", () => {
  const good = {
    key: CREATE_ORDER_KEY,
    data: {
      departure: 'pvg',
      destination: 'FRA',
      goodsName: '电子产品',
      pieces: 12,
      weight: '356.5',
      volume: '2.1',
      callback: 'onCreated',
    },
  };

  it('reads the lane, the cargo and the callback of a message from the configured page', () => {
    expect(inquiryFromMessage(msg(good), ORIGIN, frame)).toEqual({
      departure: 'PVG',
      destination: 'FRA',
      goodsName: '电子产品',
      pieces: '12',
      weight: '356.5',
      volume: '2.1',
      callback: 'onCreated',
    });
    // Flat bodies and JSON text are read the same.
    expect(inquiryFromMessage(msg(JSON.stringify({ key: CREATE_ORDER_KEY, f: 'PVG', t: 'LAX' })), ORIGIN, frame)).toMatchObject({
      departure: 'PVG',
      destination: 'LAX',
    });
  });

  it.each([
    ['another origin', msg(good, 'https://evil.example.com')],
    ['the same host on another scheme', msg(good, 'http://rates.example.com')],
    ['the right origin from another window', msg(good, ORIGIN, {})],
    ['no source', msg(good, ORIGIN, null)],
    ['another key', msg({ ...good, key: 'logout' })],
    ['no destination', msg({ key: CREATE_ORDER_KEY, data: { departure: 'PVG' } })],
    ['text that is not JSON', msg('create-yctop-order')],
    ['nothing', msg(null)],
  ])('ignores %s', (_, event) => {
    expect(inquiryFromMessage(event, ORIGIN, frame)).toBeNull();
  });

  it('ignores everything when no page is configured', () => {
    expect(inquiryFromMessage(msg(good, ''), '', frame)).toBeNull();
  });

  it('drops cargo figures that are not numbers', () => {
    expect(
      inquiryFromMessage(
        msg({ key: CREATE_ORDER_KEY, data: { departure: 'PVG', destination: 'FRA', pieces: 'ten', weight: '-3' } }),
        ORIGIN,
        frame,
      ),
    ).toEqual({
      departure: 'PVG',
      destination: 'FRA',
      goodsName: undefined,
      pieces: undefined,
      weight: undefined,
      volume: undefined,
      callback: undefined,
    });
  });

  it("builds the inquiry form's query: the flag, the callback, the lane, the cargo and the agent", () => {
    const q = inquiryQuery({ departure: 'PVG', destination: 'FRA', pieces: '12', weight: '356.5', callback: 'cb' }, 7);
    expect(Object.fromEntries(q)).toEqual({
      flag: 'yctop',
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      callback: 'cb',
      pieces: '12',
      grossWeight: '356.5',
      agentId: '7',
    });
  });

  it('passes f and t on to the external page, keeping its own query', () => {
    expect(framedUrl('https://rates.example.com/search?lang=zh', 'PVG', '法兰克福')).toBe(
      'https://rates.example.com/search?lang=zh&f=PVG&t=%E6%B3%95%E5%85%B0%E5%85%8B%E7%A6%8F',
    );
  });
});
