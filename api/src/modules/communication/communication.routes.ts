import {
  communicationInboxCall,
  communicationListCall,
  communicationMarkReadCall,
  communicationReplyCall,
  communicationReplyThreadCall,
  communicationSaveCall,
  communicationThreadCall,
  communicationUnreadCountsCall,
  communicationUserListCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './communication.service';

export const communicationRoutes: CallRegistration[] = [
  handle(communicationListCall, (ctx) => service.list(ctx)),
  handle(communicationUserListCall, (ctx) => service.userList(ctx)),
  handle(communicationSaveCall, (ctx) => service.save(ctx)),
  handle(communicationThreadCall, (ctx) => service.thread(ctx)),
  handle(communicationMarkReadCall, (ctx) => service.markRead(ctx)),
  handle(communicationUnreadCountsCall, (ctx) => service.unreadCounts(ctx)),
  handle(communicationInboxCall, (ctx) => service.inbox(ctx)),
  handle(communicationReplyThreadCall, (ctx) => service.replyThread(ctx)),
  handle(communicationReplyCall, (ctx) => service.reply(ctx)),
];
