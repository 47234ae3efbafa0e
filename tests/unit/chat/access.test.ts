import { afterEach, describe, expect, it } from 'vitest';
import { chatEntitled } from '../../../src/components/chat/access';
import { socketUrl } from '../../../src/components/chat/api';
import { STORAGE_KEYS } from '../../../src/schemas';

/** docs/behaviour.md §1.6: the chat entry shows only for the organisation's entitlement, the user's flag, and not on private SaaS. */
describe('chat entry', () => {
  afterEach(() => sessionStorage.clear());
  const user = { userId: 1, chatEnabled: true, onlineService: true, privateSaas: false };

  it('shows with the entitlement and the online-service flag on a normal installation', () => {
    expect(chatEntitled(user)).toBe(true);
  });

  it('hides without any one of the three', () => {
    expect(chatEntitled({ ...user, chatEnabled: false })).toBe(false);
    expect(chatEntitled({ ...user, onlineService: false })).toBe(false);
    expect(chatEntitled({ ...user, onlineService: undefined })).toBe(false);
    expect(chatEntitled({ ...user, privateSaas: true })).toBe(false);
    expect(chatEntitled(undefined)).toBe(false);
  });

  it('falls back to the stored private SaaS flag when the user answer has none', () => {
    sessionStorage.setItem(STORAGE_KEYS.privateSaas, 'true');
    expect(chatEntitled({ ...user, privateSaas: undefined })).toBe(false);
  });

  it("connects to the socket on the page's own host, wss: under https", () => {
    expect(socketUrl({ protocol: 'https:', host: 'freight.example.com' })).toBe('wss://freight.example.com/api-uc/yxim/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/api-uc/yxim/ws');
  });
});
