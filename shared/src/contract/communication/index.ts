export * from './communication-schemas';
export * from './communication-list';
export * from './communication-user-list';
export * from './communication-save';
export * from './communication-thread';
export * from './communication-mark-read';
export * from './communication-unread-counts';
export * from './communication-inbox';
export * from './communication-reply-thread';
export * from './communication-reply';
import { communicationInboxCall } from './communication-inbox';
import { communicationListCall } from './communication-list';
import { communicationMarkReadCall } from './communication-mark-read';
import { communicationReplyCall } from './communication-reply';
import { communicationReplyThreadCall } from './communication-reply-thread';
import { communicationSaveCall } from './communication-save';
import { communicationThreadCall } from './communication-thread';
import { communicationUnreadCountsCall } from './communication-unread-counts';
import { communicationUserListCall } from './communication-user-list';

/** The case messages calls (api module `communication`, docs/messages.md). */
export const COMMUNICATION_CALLS = [
  communicationListCall,
  communicationUserListCall,
  communicationSaveCall,
  communicationThreadCall,
  communicationMarkReadCall,
  communicationUnreadCountsCall,
  communicationInboxCall,
  communicationReplyThreadCall,
  communicationReplyCall,
] as const;
