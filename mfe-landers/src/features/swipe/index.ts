import css from './swipe-lander.css';

export { SwipeLander as default } from './swipe-lander';
export { css };
