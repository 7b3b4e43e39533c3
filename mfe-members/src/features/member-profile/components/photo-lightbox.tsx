// The lightbox library and its styles, in a chunk of their own: only a profile's photos open it, so a
// member on search, likes or settings never downloads it (issue 13; about 12 KB on the wire).
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

export default Lightbox;
