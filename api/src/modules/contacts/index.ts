export { contactRoutes } from './contacts.routes';
export { contacts, contactCategories } from './contacts.table';
