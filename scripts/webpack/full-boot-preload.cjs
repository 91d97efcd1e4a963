/**
 * The full boot's own preloads, added by a small script (the CSP allows no inline script) unless
 * the visit takes the light sign-in boot: /login, no query or hash, no stored session token, as
 * `isLightSignInVisit` in shell/src/features/auth/light decides (a shell test runs this script
 * against it).
 */
function fullBootPreloadScript(files) {
  return `(function(f){try{if(location.pathname==='/login'&&!location.search&&!location.hash&&localStorage.getItem('passage.token')===null)return}catch(e){}for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='preload';l.setAttribute('as','script');l.href=f[i];document.head.appendChild(l)}})(${JSON.stringify(files)});\n`;
}

module.exports = { fullBootPreloadScript };
