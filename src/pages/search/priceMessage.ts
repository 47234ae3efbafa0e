/**
 * The embedded price page's messages (docs/behaviour.md §2.4): only a message from the configured page's origin
 * AND from the frame itself counts; its key create-yctop-order asks for an inquiry of a lane and cargo.
 */

export const CREATE_ORDER_KEY = 'create-yctop-order';

/** The flag the inquiry form receives: the inquiry comes from the external price page. */
export const PRICE_PAGE_FLAG = 'yctop';

export interface InquiryRequest {
  departure: string;
  destination: string;
  goodsName?: string;
  pieces?: string;
  weight?: string;
  volume?: string;
  /** The page's callback name, handed on unchanged. */
  callback?: string;
}

const text = (v: unknown, max = 100) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim().slice(0, max) : '');
const number = (v: unknown) => {
  const s = text(v, 20);
  return s && Number.isFinite(Number(s)) && Number(s) >= 0 ? s : undefined;
};

/**
 * The inquiry a message asks for, or null: a message from another origin or window, another key,
 * or without both ends of the lane is ignored.
 */
export function inquiryFromMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expectedOrigin: string,
  frame: Window | null | undefined,
): InquiryRequest | null {
  if (!expectedOrigin || event.origin !== expectedOrigin) return null;
  if (!frame || event.source !== frame) return null;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const msg = data as Record<string, unknown>;
  if (msg.key !== CREATE_ORDER_KEY) return null;
  const body = (msg.data && typeof msg.data === 'object' ? msg.data : msg) as Record<string, unknown>;
  const departure = text(body.departure ?? body.f ?? body.departureAirport, 10).toUpperCase();
  const destination = text(body.destination ?? body.t ?? body.arrivalAirport, 10).toUpperCase();
  if (!departure || !destination) return null;
  return {
    departure,
    destination,
    goodsName: text(body.goodsName) || undefined,
    pieces: number(body.pieces),
    weight: number(body.weight ?? body.grossWeight),
    volume: number(body.volume),
    callback: text(body.callback, 60) || undefined,
  };
}

/** The query of the inquiry form's address: the flag, the callback, the lane and the cargo, the agent. */
export function inquiryQuery(req: InquiryRequest, agentId: number | null): URLSearchParams {
  const q = new URLSearchParams({ flag: PRICE_PAGE_FLAG, departureAirport: req.departure, arrivalAirport: req.destination });
  if (req.callback) q.set('callback', req.callback);
  if (req.goodsName) q.set('goodsName', req.goodsName);
  if (req.pieces) q.set('pieces', req.pieces);
  if (req.weight) q.set('grossWeight', req.weight);
  if (req.volume) q.set('volume', req.volume);
  if (agentId) q.set('agentId', String(agentId));
  return q;
}

/** The external page's address with the lane passed on as f and t. */
export function framedUrl(base: string, from: string, to: string): string {
  const u = new URL(base);
  if (from) u.searchParams.set('f', from);
  if (to) u.searchParams.set('t', to);
  return u.toString();
}
