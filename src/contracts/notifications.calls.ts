import { callTable } from './calls';

/** The top bar's counts and the notification page: approvals waiting for the user and their messages (docs/api-dashboard.md). */
export const notificationCalls = callTable({
  toDo: ['GET /prm/api/toDo', 'approvals'],
  haveMessage: ['GET /prm/api/haveMessage', 'messages'],
  messageList: ['GET /prm/api/messageList', 'messages'],
  messageRead: ['POST /prm/api/messageRead/:id', 'messages'],
});
