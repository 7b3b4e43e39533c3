import css from './icons-lander.css';

export { IconsLander as default } from './icons-lander';
export { css };
