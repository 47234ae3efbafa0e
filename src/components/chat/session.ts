import { onSessionEnd } from '../../providers';
import { browserTransport } from './api';
import { ChatClient } from './client';

/**
 * One chat client per login. It ends with the session (logout, expiry: docs/behaviour.md §2.2.3 "ends the
 * instant-messaging session") and with the top bar that shows it.
 */
let current: ChatClient | null = null;

export function startChatClient(): ChatClient {
  if (current && current.getState().status !== 'ended') return current;
  current = new ChatClient(browserTransport());
  return current;
}

export function endChatSession() {
  current?.stop();
  current = null;
}

onSessionEnd(endChatSession);
