// The site-wide styles come with the entry, so the build links them in index.html's head: a page the
// server rendered (issue 12) is styled before any script runs.
import '@rendezvous/ui/theme.css';
import './shell.css';

// Async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap');
