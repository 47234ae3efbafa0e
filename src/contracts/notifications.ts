import { defineCalls, SESSION, byHandler } from './define';
import { notificationCalls } from './notifications.calls';
import { IdText, Nullable, Page, Paging, T, Time } from './schema';

/** An approval task as listed (server/workflow/approvals.ts taskRecord). */
export const ApprovalTask = T.Object({
  id: T.Integer(),
  title: Nullable(T.String()),
  businessScope: Nullable(T.String()),
  applicant: Nullable(T.String()),
  createTime: Time,
  status: T.String({ description: 'PENDING, APPROVED, REJECTED, WITHDRAWN' }),
  eventId: Nullable(T.Integer()),
});

/** The `orgId` / `userId` parameters of the original calls are accepted and ignored: the session decides. */
const legacy = { orgId: T.Optional(T.String()), userId: T.Optional(T.String()) };

export const notifications = defineCalls('notifications', notificationCalls, {
  toDo: {
    summary: "Approvals waiting for the user, newest first (data.total is the top bar's count)",
    access: SESSION,
    query: T.Object({ ...Paging, ...legacy }),
    answer: Page(ApprovalTask),
  },
  haveMessage: { summary: "The number of the user's unread messages", access: SESSION, query: T.Object(legacy), answer: T.Integer() },
  messageList: {
    summary: "The user's messages, newest first",
    access: SESSION,
    query: T.Object({ ...Paging, ...legacy }),
    answer: Page(
      T.Object({
        id: T.Integer(),
        title: Nullable(T.String()),
        content: Nullable(T.String()),
        createTime: Time,
        read: T.Boolean(),
        kind: Nullable(T.String({ description: 'what happened (server/workflow/notify.ts)' })),
        link: Nullable(T.String({ description: 'the in-app path the message opens' })),
      }),
    ),
  },
  messageRead: {
    summary: "Mark one of the user's messages read",
    access: byHandler("one's own messages only"),
    params: T.Object({ id: IdText }),
    answer: T.Boolean(),
  },
});
