export * from './rfe-petition';
import {
  createRfePetitionCall,
  deleteRfePetitionCall,
  listRfePetitionsCall,
  manageRfeEditOptionCall,
  rfeActivityListCall,
  rfePetitionDetailsCall,
  updateRfePetitionCall,
} from './rfe-petition';

export const RFE_PETITION_CALLS = [
  listRfePetitionsCall,
  rfePetitionDetailsCall,
  createRfePetitionCall,
  updateRfePetitionCall,
  deleteRfePetitionCall,
  manageRfeEditOptionCall,
  rfeActivityListCall,
] as const;
