import css from './home.css';

export { HomeScreen as default } from './home-screen';
/** the home's styles: text in the server build (inlined with the HTML), injected by style-loader in the browser */
export { css };
