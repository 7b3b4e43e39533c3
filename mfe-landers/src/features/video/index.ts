import css from './video-lander.css';

export { VideoLander as default } from './video-lander';
export { css };
