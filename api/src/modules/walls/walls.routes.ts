import { listWallsCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import { listWalls } from './walls.service';

export const wallRoutes: CallRegistration[] = [handle(listWallsCall, (ctx) => listWalls(ctx))];
