import { defineModule } from '../../platform/modules';
import { contactRoutes } from './contacts.routes';
import { searchContacts } from './contacts.search';

export { contactRoutes } from './contacts.routes';
export { contacts, contactCategories } from './contacts.table';

/** The contacts module: what it brings to the app (docs/modules.md). */
export const contactsModule = defineModule(() => ({
  name: 'contacts',
  calls: contactRoutes,
  searchProviders: [searchContacts],
}));
