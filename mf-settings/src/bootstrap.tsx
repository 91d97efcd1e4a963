import { renderDevFrame } from 'shared/dev';
import { remote } from './remote';

renderDevFrame(remote);
