import css from './alone-tonight.css';

export { AloneTonight as default } from './alone-tonight';
export { css };
