import { customerDetailsCall, exportCustomersCsvCall, listCustomersCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './customers.service';

export const customerRoutes: CallRegistration[] = [
  handle(listCustomersCall, (ctx) => service.listCustomers(ctx)),
  handle(customerDetailsCall, (ctx) => service.customerDetails(ctx)),
  handle(exportCustomersCsvCall, (ctx) => service.exportCustomersCsv(ctx)),
];
