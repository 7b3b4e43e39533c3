import css from './map-lander.css';

export { MapLander as default } from './map-lander';
export { css };
