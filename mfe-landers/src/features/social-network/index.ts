import css from './social-network.css';

export { SocialNetwork as default } from './social-network';
export { css };
