import css from './gallery.css';

export { Gallery as default } from './gallery';
export { css };
