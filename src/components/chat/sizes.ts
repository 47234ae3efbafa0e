/** docs/behaviour.md §2.9: chat height 400 px (the messages), image thumbnails 100x100. */
export const MESSAGES_HEIGHT = 400;
export const THUMB_SIZE = 100;
/** The window's body: a conversation's header, its messages and the input (3 rows, docs/behaviour.md §2.9). */
export const PANE_HEIGHT = 560;
