// Loaded on demand by use-swiper: the slides are plain markup styled by swiper's CSS, so the first
// slide (the home's LCP image) paints before any slider code is downloaded.
import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';

export { Swiper };
export const SWIPER_MODULES = [A11y, Autoplay, Pagination];
