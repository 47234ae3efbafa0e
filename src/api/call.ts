import { http } from '../providers/http';
import type { CallArgs, CallRef, DataOf, HasParams } from './refs';
import { request, requestBlob, requestBody, requestEnvelope, type CallOptions } from './request';

/** A call's arguments and options: the arguments may be left out when the call has no path parameters. */
type Rest<C> = HasParams<C> extends true ? [args: CallArgs<C>, options?: CallOptions] : [args?: CallArgs<C>, options?: CallOptions];

/** Makes a call through the app's shared client and answers its `data`, typed by its contract. */
export const call = <C>(ref: CallRef<C>, ...rest: Rest<C>): Promise<DataOf<C>> => request(http, ref, rest[0] as CallArgs<C>, rest[1]);

/** A call whose envelope's text matters besides its `data` (a check's verdict): both. */
export const callEnvelope = <C>(ref: CallRef<C>, ...rest: Rest<C>) => requestEnvelope(http, ref, rest[0] as CallArgs<C>, rest[1]);

/** A call whose answer is not the standard envelope (the messaging calls): the body. */
export const callBody = <C>(ref: CallRef<C>, ...rest: Rest<C>): Promise<DataOf<C>> =>
  requestBody(http, ref, rest[0] as CallArgs<C>, rest[1]);

/** A call that answers a file. */
export const callBlob = <C>(ref: CallRef<C>, ...rest: Rest<C>): Promise<Blob> => requestBlob(http, ref, rest[0] as CallArgs<C>, rest[1]);
