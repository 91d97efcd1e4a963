export * from './list-rfe-petitions';
export * from './rfe-petition-details';
export * from './create-rfe-petition';
export * from './update-rfe-petition';
export * from './delete-rfe-petition';
export * from './manage-rfe-edit-option';
export * from './rfe-activity-list';
export { ZRfeDetails } from './rfe-petition-schemas';
export type { TRfeDetails } from './rfe-petition-schemas';
import { createRfePetitionCall } from './create-rfe-petition';
import { deleteRfePetitionCall } from './delete-rfe-petition';
import { listRfePetitionsCall } from './list-rfe-petitions';
import { manageRfeEditOptionCall } from './manage-rfe-edit-option';
import { rfeActivityListCall } from './rfe-activity-list';
import { rfePetitionDetailsCall } from './rfe-petition-details';
import { updateRfePetitionCall } from './update-rfe-petition';

export const RFE_PETITION_CALLS = [
  listRfePetitionsCall,
  rfePetitionDetailsCall,
  createRfePetitionCall,
  updateRfePetitionCall,
  deleteRfePetitionCall,
  manageRfeEditOptionCall,
  rfeActivityListCall,
] as const;
