/** `case-kit/testing/messages`: fixtures and mock-api handlers for tests of pages showing case messages. */
import { ROLE } from 'shared/domain';
import type { TCommunicationThread, TCommunicationUser, TMessage, TMessageCase } from 'shared/contract';

export const MSG_CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
export const MSG_OTHER_CASE_ID = '8b2d3f45-6c7e-4f90-8a1b-2c3d4e5f6a7b';
export const STAFF_USER_ID = '40000000-0000-4000-8000-000000000006';
export const CLIENT_USER_ID = '40000000-0000-4000-8000-000000000050';

export const messageCase = (over: Partial<TMessageCase> = {}): TMessageCase => ({
  petitionId: MSG_CASE_ID,
  caseNumber: 'H1B-2026-00042',
  kind: 'petition',
  isExternal: false,
  beneficiaryName: 'Bea Beneficiary',
  petitionerName: 'Acme Corp',
  ...over,
});

let seq = 0;
/** A message; ids and times increase with each call unless given. */
export function makeMessage(over: Partial<TMessage> = {}): TMessage {
  seq += 1;
  const n = String(seq).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    petitionId: MSG_CASE_ID,
    body: `Message ${seq}`,
    visibility: 'shared',
    author: { kind: 'user', userId: STAFF_USER_ID, name: 'Ada Attorney', staff: true },
    mentions: [],
    attachments: [],
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0, seq)).toISOString(),
    mine: false,
    read: true,
    ...over,
  };
}

export function makeThread(messages: TMessage[], over: Partial<TCommunicationThread> = {}): TCommunicationThread {
  return {
    case: messageCase({ petitionId: messages[0]?.petitionId ?? MSG_CASE_ID }),
    data: messages,
    count: messages.length,
    unread: messages.filter((m) => !m.read).length,
    canPostInternal: true,
    ...over,
  };
}

export const mentionUsers: TCommunicationUser[] = [
  { userId: STAFF_USER_ID, name: 'Ada Attorney', roleId: ROLE.ATTORNEY, staff: true },
  { userId: '40000000-0000-4000-8000-000000000007', name: 'Paula Paralegal', roleId: ROLE.PARALEGAL, staff: true },
  { userId: CLIENT_USER_ID, name: 'Bea Beneficiary', roleId: ROLE.BENEFICIARY, staff: false },
];
