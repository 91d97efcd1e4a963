import { searchCases } from '../petitions';
import {
  searchBeneficiaries,
  searchContacts,
  searchDocuments,
  searchIndividuals,
  searchLeads,
  searchPetitioners,
} from './search.providers';
import type { SearchProvider } from './search.types';

/** Every provider global search asks, in order. A new kind of record plugs in here. */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  searchCases,
  searchBeneficiaries,
  searchIndividuals,
  searchContacts,
  searchLeads,
  searchPetitioners,
  searchDocuments,
];
