export * from './individual-schemas';
export * from './list-individuals';
export * from './individual-details';
export * from './create-individual';
export * from './update-individual';
export * from './export-individuals-csv';
import { createIndividualCall } from './create-individual';
import { exportIndividualsCsvCall } from './export-individuals-csv';
import { individualDetailsCall } from './individual-details';
import { listIndividualsCall } from './list-individuals';
import { updateIndividualCall } from './update-individual';

export const INDIVIDUAL_CALLS = [
  listIndividualsCall,
  individualDetailsCall,
  createIndividualCall,
  updateIndividualCall,
  exportIndividualsCsvCall,
] as const;
