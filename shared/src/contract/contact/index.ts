export * from './contact-schemas';
export * from './list-contacts';
export * from './contact-details';
export * from './create-contact';
export * from './update-contact';
export * from './delete-contact';
export * from './export-contacts-csv';
export * from './list-contact-categories';
export * from './save-contact-category';
import { listContactCategoriesCall } from './list-contact-categories';
import { saveContactCategoryCall } from './save-contact-category';
import { contactDetailsCall } from './contact-details';
import { createContactCall } from './create-contact';
import { deleteContactCall } from './delete-contact';
import { exportContactsCsvCall } from './export-contacts-csv';
import { listContactsCall } from './list-contacts';
import { updateContactCall } from './update-contact';

export const CONTACT_CALLS = [
  listContactsCall,
  contactDetailsCall,
  createContactCall,
  updateContactCall,
  deleteContactCall,
  exportContactsCsvCall,
  listContactCategoriesCall,
  saveContactCategoryCall,
] as const;
