import css from './member-private-photos.css';

export { MemberPrivatePhotos as default } from './member-private-photos';
export { css };
