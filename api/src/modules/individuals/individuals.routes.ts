import { createIndividualCall, exportIndividualsCsvCall, individualDetailsCall, listIndividualsCall, updateIndividualCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './individuals.service';

export const individualRoutes: CallRegistration[] = [
  handle(listIndividualsCall, (ctx) => service.listIndividuals(ctx)),
  handle(individualDetailsCall, (ctx) => service.individualDetails(ctx)),
  handle(createIndividualCall, (ctx) => service.createIndividual(ctx)),
  handle(updateIndividualCall, (ctx) => service.updateIndividual(ctx)),
  handle(exportIndividualsCsvCall, (ctx) => service.exportIndividualsCsv(ctx)),
];
