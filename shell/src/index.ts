// The site-wide styles come with the entry, so the build links them in index.html's head: a page the
// server rendered (issue 12) is styled before any script runs. On such a page this entry itself is
// loaded only after the page's load and paint (public/after-load.js, put in place by the gateway).
import '@rendezvous/ui/theme.css';
import './shell.css';

// Async boundary: shared singletons are negotiated before any React code runs. Its chunk joins the
// platform libraries' in one `start` file (shared/build-config/webpack-app.js, shellStartGroups).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
