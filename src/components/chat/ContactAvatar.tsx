import { Avatar } from 'antd';
import type { ChatContact } from '../../schemas/chat';

/** A contact's picture, or the first character of the name when there is none. */
export function ContactAvatar({ contact, size = 32 }: { contact: ChatContact; size?: number }) {
  return contact.icon ? <Avatar size={size} src={contact.icon} /> : <Avatar size={size}>{[...contact.nickName][0] ?? '?'}</Avatar>;
}
