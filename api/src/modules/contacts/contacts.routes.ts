import {
  contactDetailsCall,
  createContactCall,
  deleteContactCall,
  exportContactsCsvCall,
  listContactCategoriesCall,
  listContactsCall,
  saveContactCategoryCall,
  updateContactCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './contacts.service';

export const contactRoutes: CallRegistration[] = [
  handle(listContactsCall, (ctx) => service.listContacts(ctx)),
  handle(contactDetailsCall, (ctx) => service.contactDetails(ctx)),
  handle(createContactCall, (ctx) => service.createContact(ctx)),
  handle(updateContactCall, (ctx) => service.updateContact(ctx)),
  handle(deleteContactCall, (ctx) => service.deleteContact(ctx)),
  handle(exportContactsCsvCall, (ctx) => service.exportContactsCsv(ctx)),
  handle(listContactCategoriesCall, (ctx) => service.listContactCategories(ctx)),
  handle(saveContactCategoryCall, (ctx) => service.saveContactCategory(ctx)),
];
