export * from './stored-file';
export * from './upload-file';
export * from './delete-files';
export * from './get-signed-url';
import { deleteFilesCall } from './delete-files';
import { getSignedUrlCall } from './get-signed-url';
import { uploadFileCall } from './upload-file';

export const S3_CALLS = [uploadFileCall, deleteFilesCall, getSignedUrlCall] as const;
