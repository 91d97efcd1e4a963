import {
  searchBeneficiaries,
  searchContacts,
  searchDocuments,
  searchIndividuals,
  searchLeads,
  searchPetitioners,
} from './search.providers';
import type { SearchProvider } from './search.types';

/**
 * Every provider global search asks, in order. The cases provider (`searchCases`, kind 'case',
 * from `../petitions/petitions.search.ts`) plugs in here with one import and one entry.
 */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  searchBeneficiaries,
  searchIndividuals,
  searchContacts,
  searchLeads,
  searchPetitioners,
  searchDocuments,
];
