/**
 * `case-kit/messages`: a case's message thread (issue 18 point 1, docs/messages.md "The UI"):
 * the thread with its composer (case Communication tab, the /messages inbox), the message list
 * (also the public reply page) and the data hooks, live on the shell's one socket.
 */
export {
  addToThread,
  messageKeys,
  refreshMessageLists,
  threadMessages,
  THREAD_PAGE_SIZE,
  useMarkThreadRead,
  useMentionCandidates,
  useMessageRealtime,
  useOpenAttachment,
  useSendMessage,
  useThread,
  useUnreadMessageCounts,
  useUploadAttachment,
} from './api/messagesQueries';
export { CaseThread, type CaseThreadProps } from './components/CaseThread';
export { MessageComposer, type MessageComposerProps } from './components/MessageComposer';
export { MessageList, visibilityLabel, type MessageListProps } from './components/MessageList';
export { ATTACHMENT_ACCEPT, attachmentProblem } from './utils/attachments';
