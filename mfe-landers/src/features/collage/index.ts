import css from './collage.css';

export { Collage as default } from './collage';
export { css };
