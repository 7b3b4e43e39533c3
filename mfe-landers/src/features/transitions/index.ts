import css from './transitions.css';

export { Transitions as default } from './transitions';
export { css };
