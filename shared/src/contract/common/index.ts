export * from './local-upload';
export * from './delete-doc-via-path';
import { deleteDocViaPathCall } from './delete-doc-via-path';
import { localUploadCall } from './local-upload';

export const COMMON_CALLS = [localUploadCall, deleteDocViaPathCall] as const;
