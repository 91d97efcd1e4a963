import { startLightSignIn } from './lightSignInBoot';

const el = document.getElementById('root');
if (el) startLightSignIn(el);
