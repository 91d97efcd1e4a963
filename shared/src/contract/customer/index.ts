export * from './customer-schemas';
export * from './list-customers';
export * from './customer-details';
export * from './export-customers-csv';
import { customerDetailsCall } from './customer-details';
import { exportCustomersCsvCall } from './export-customers-csv';
import { listCustomersCall } from './list-customers';

export const CUSTOMER_CALLS = [listCustomersCall, customerDetailsCall, exportCustomersCsvCall] as const;
