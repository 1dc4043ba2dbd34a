import type { Plugin } from "vite";
import { EARLY_READS, EARLY_READS_GLOBAL, listEarlyReads } from "../providers/early-reads";
import { resources } from "../modules";
import { GUEST_PATHS } from "../resources/shell-paths";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../locales/languages";
import { STORAGE } from "../providers/storage";
import { APP_HEADER } from "../providers/http";

/**
 * The early-reads script (providers/early-reads.ts) as a plain inline <script> at the top of
 * index.html: it runs while the HTML is parsed, before the browser starts on the console's code, so its
 * requests go out first. The server allows it by its hash (server/http/security-headers.ts), which it
 * reads from the built index.html; the service worker keeps that same index.html, so a repeat visit
 * starts its reads as early.
 *
 * It sends what providers/http.ts would: the token, the app header and the language the console will
 * speak (the choice saved on this device, else the browser's first language the console has, as
 * locales/languages.ts pickLanguage). A guess that differs only costs the read: the client takes an
 * early read only when the token and language match its own. A generated list's first page is read
 * only when the address has no query (providers/early-reads.ts listEarlyReads).
 *
 * Each answer is read in full as it arrives and handed on as a Response of those bytes: one the page
 * never takes (a list behind an upgrade prompt) would otherwise stay half-read for good, holding its
 * connection and keeping the page from ever being quiet on the network.
 */
export function earlyReadsScript(): string {
  const config = JSON.stringify({
    shell: EARLY_READS.shell,
    pages: EARLY_READS.pages,
    lists: listEarlyReads(resources),
    languages: LANGUAGE_CODES,
    fallback: DEFAULT_LANGUAGE,
    token: STORAGE.authToken,
    business: STORAGE.businessid,
    app: APP_HEADER,
  });
  // ES2015 at most, no module syntax: it must parse in any browser the console loads in.
  return `(function(){try{var c=${config};var s=localStorage,t=s.getItem(c.token),p=decodeURI(location.pathname).replace(/\\/+$/,"")||"/";
if(!t||${GUEST_PATHS}.test(p))return;
var l=s.getItem("language");if(c.languages.indexOf(l)<0){l=c.fallback;var n=navigator.languages||[navigator.language||""];for(var i=0;i<n.length;i++){var b=String(n[i]).toLowerCase().split(/[-_]/)[0];if(c.languages.indexOf(b)>=0){l=b;break}}}
var id=s.getItem(c.business),r={};c.shell.concat(c.pages[p]||[],location.search?[]:c.lists[p]||[]).forEach(function(u){if(u.indexOf("{business}")>=0){if(!id)return;u=u.split("{business}").join(encodeURIComponent(id))}
u="/api"+u;r[u]=fetch(u,{headers:Object.assign({"accept-language":l,authorization:"Bearer "+t},c.app)}).then(function(a){return a.blob().then(function(b){return new Response(a.status==204?null:b,{status:a.status,statusText:a.statusText,headers:a.headers})})});r[u].catch(function(){})});
window.${EARLY_READS_GLOBAL}={token:t,language:l,at:Date.now(),reads:r}}catch(e){}})();`;
}

export function earlyReads(): Plugin {
  return {
    name: "galla:early-reads",
    transformIndexHtml: {
      order: "post",
      // Right after the charset (which must open the page), before the stylesheet: an inline script waits
      // for the stylesheets above it, and this one should not.
      handler(html) {
        if (!/<meta charset[^>]*>/i.test(html)) throw new Error("index.html has no <meta charset> to put the early reads after");
        return html.replace(/<meta charset[^>]*>/i, (meta) => `${meta}\n    <script>${earlyReadsScript()}</script>`);
      },
    },
  };
}
